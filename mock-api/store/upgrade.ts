import type { Data } from './store'

/**
 * Fills in what data written by an older version of the mock API lacks (a db.json from before
 * statistics, schedules, sharing settings or issue 26's campaigns and switches), with the values a
 * hub had before: sharing allowed, the home-screen suggestion on, no campaigns. Items without
 * `shareable` read as shareable and are left as they are. Changes `data` in place; a no-op on current data.
 */
export function upgradeData(data: Data): Data {
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<typeof app>
    stored.openStats ??= {}
    const navigation = app.navigation as Partial<typeof app.navigation>
    navigation.botUsername ??= null
    navigation.appShortName ??= null
    navigation.sharingEnabled ??= true
    navigation.homeScreenSuggestion ??= true
    stored.campaigns ??= []
    ;(app.lastIds as Partial<typeof app.lastIds>).campaigns ??= 0
  }
  return data
}
