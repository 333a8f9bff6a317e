import { emptyWelcomeGate } from './empty'
import type { AppData, Data } from './store'

/** The collections whose records got `audience` (issue 27): what older data holds is for everyone, as it was. */
const AUDIENCED = ['categories', 'sections', 'materials', 'banners', 'buttons'] as const

/**
 * Fills in what data written by an older version of the mock API lacks (a db.json from before
 * statistics, schedules, sharing settings, audiences, the welcome gate or notify requests), with
 * the values that keep the hub as it was, so every service can rely on the current shape. Changes
 * `data` in place; a no-op on current data.
 */
export function upgradeData(data: Data): Data {
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<AppData>
    stored.openStats ??= {}
    const navigation = app.navigation as Partial<typeof app.navigation>
    navigation.botUsername ??= null
    navigation.appShortName ??= null
    // A hub with a channel required it of every visitor before the rule became a setting of its own.
    navigation.subscriptionRequired ??= (navigation.subscriptionChannelUrl ?? null) !== null
    for (const collection of AUDIENCED) for (const record of app[collection]) record.audience ??= 'everyone'
    stored.welcomeGate ??= emptyWelcomeGate()
    stored.joinRequests ??= []
    stored.gateStats ??= {}
    stored.notifyRequests ??= []
    stored.notifications ??= []
    const lastIds = app.lastIds as Partial<typeof app.lastIds>
    lastIds.notifyRequests ??= 0
    lastIds.notifications ??= 0
  }
  return data
}
