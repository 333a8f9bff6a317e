import type { Data } from './store'

/**
 * Fills in what data written by an older version of the mock API lacks (a db.json from before
 * statistics, schedules, sharing settings or roles), with the values a new record would get, so every
 * service can rely on the current shape. Changes `data` in place; a no-op on current data.
 */
export function upgradeData(data: Data): Data {
  for (const app of Object.values(data.apps)) {
    const stored = app as Partial<typeof app>
    stored.openStats ??= {}
    const navigation = app.navigation as Partial<typeof app.navigation>
    navigation.botUsername ??= null
    navigation.appShortName ??= null
    // Before roles every admin could do everything: they stay owners.
    for (const admin of app.admins) (admin as Partial<typeof admin>).role ??= 'owner'
  }
  return data
}
