import type { AppData, Data, WelcomeGateRecord } from './store'

/** A new hub's welcome gate: off and empty until an admin sets it. */
export function emptyWelcomeGate(): WelcomeGateRecord {
  return { enabled: false, title: '', text: '', links: [], requireAccept: false, notNow: 'queue' }
}

/** A hub with its navigation and nothing else. */
export function emptyAppData(title: string): AppData {
  return {
    navigation: {
      title,
      subscriptionChannelUrl: null,
      subscriptionRequired: false,
      subscriberIds: [],
      botUsername: null,
      appShortName: null,
      sharingEnabled: true,
      homeScreenSuggestion: true,
    },
    lastIds: {
      categories: 0,
      sections: 0,
      materials: 0,
      texts: 0,
      textItems: 0,
      popups: 0,
      buttons: 0,
      linkLists: 0,
      localLinks: 0,
      banners: 0,
      themes: 0,
      admins: 0,
      files: 0,
      frontendLogs: 0,
      campaigns: 0,
      notifyRequests: 0,
      notifications: 0,
    },
    categories: [],
    sections: [],
    materials: [],
    texts: [],
    popups: [],
    buttons: [],
    linkLists: [],
    banners: [],
    themes: [],
    admins: [],
    files: [],
    frontendLogs: [],
    campaigns: [],
    openStats: {},
    welcomeGate: emptyWelcomeGate(),
    joinRequests: [],
    gateStats: {},
    notifyRequests: [],
    notifications: [],
  }
}

/** Empty hubs for test and story fixtures; each hub's title is its app key. */
export function emptyData(...appKeys: string[]): Data {
  return { apps: Object.fromEntries(appKeys.map((appKey) => [appKey, emptyAppData(appKey)])) }
}
