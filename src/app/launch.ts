import { readLaunchParams, type LaunchParams } from '@/messenger/launch-params'
import { languageOf } from '@/i18n/translate'
import { platformAtom } from '@/session/session-atoms'
import { setLanguage } from './language'
import { launchParamsAtom } from './launch-atoms'
import type { Store } from './wait-for-atom'

/** Puts launch params into the session: platform, and a language from the launch user (once its catalogs are in). */
function applyLaunchParams(store: Store, params: LaunchParams | null): void {
  if (params) {
    store.set(platformAtom, params.platform)
    void setLanguage(store, languageOf(params.user?.languageCode))
  }
  store.set(launchParamsAtom, params)
}

/**
 * Telegram's real launch params win; without them `fallback` (the development launch)
 * may provide some. Resolves once launchParamsAtom is settled.
 */
export async function resolveLaunchParams(store: Store, fallback?: () => Promise<LaunchParams | null>): Promise<LaunchParams | null> {
  const params = readLaunchParams() ?? (fallback ? await fallback().catch(() => null) : null)
  applyLaunchParams(store, params)
  return params
}
