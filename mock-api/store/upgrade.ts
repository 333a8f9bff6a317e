import { emptyWelcomeGate } from './empty'
import type { AppData, Data } from './store'

/** The collections whose records got `audience` (issue 27): what older data holds is for everyone, as it was. */
const AUDIENCED = ['categories', 'sections', 'materials', 'banners', 'buttons'] as const

/**
 * Fills in what data written by an older version of the mock API lacks (a db.json from before
 * statistics, schedules, sharing settings, issue 26's campaigns and switches, issue 27's audiences,
 * welcome gate or notify requests, issue 28's roles), with the values that keep the hub as it was:
 * sharing allowed, the home-screen suggestion on, no campaigns, every record for everyone, every admin
 * an owner. Items without `shareable` read as shareable and are left as they are. Changes `data` in
 * place; a no-op on current data.
 */
export function upgradeData(data: Data): Data {
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<AppData>
    stored.openStats ??= {}
    // Banners before their names (issue 30): named by their place.
    for (const banner of app.banners as Partial<(typeof app.banners)[number]>[]) banner.name ??= null
    const navigation = app.navigation as Partial<typeof app.navigation>
    navigation.botUsername ??= null
    navigation.appShortName ??= null
    navigation.sharingEnabled ??= true
    navigation.homeScreenSuggestion ??= true
    stored.campaigns ??= []
    // A hub with a channel required it of every visitor before the rule became a setting of its own.
    navigation.subscriptionRequired ??= (navigation.subscriptionChannelUrl ?? null) !== null
    for (const collection of AUDIENCED) for (const record of app[collection]) record.audience ??= 'everyone'
    stored.welcomeGate ??= emptyWelcomeGate()
    stored.joinRequests ??= []
    stored.gateStats ??= {}
    stored.notifyRequests ??= []
    stored.notifications ??= []
    const lastIds = app.lastIds as Partial<typeof app.lastIds>
    lastIds.campaigns ??= 0
    lastIds.notifyRequests ??= 0
    lastIds.notifications ??= 0
    // Before roles every admin could do everything: they stay owners.
    for (const admin of app.admins) (admin as Partial<typeof admin>).role ??= 'owner'
  }
  return data
}
