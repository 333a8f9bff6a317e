import type { Data } from './store'

/**
 * Fills in what data written by an older version of the mock API lacks (a db.json from before
 * statistics, schedules or sharing settings), with the values a new record would get, so every
 * service can rely on the current shape. Changes `data` in place; a no-op on current data.
 */
export function upgradeData(data: Data): Data {
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<typeof app>
    stored.openStats ??= {}
    // Banners before their names (issue 30): named by their place.
    for (const banner of app.banners as Partial<(typeof app.banners)[number]>[]) banner.name ??= null
    const navigation = app.navigation as Partial<typeof app.navigation>
    navigation.botUsername ??= null
    navigation.appShortName ??= null
  }
  return data
}
