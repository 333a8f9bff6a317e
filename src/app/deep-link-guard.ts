import type { ParsedLocation } from '@tanstack/react-router'
import { hubLater } from '@/features/hub/later/hub-later-module'
import { launchParamsAtom } from './launch-atoms'
import { startApp, waitForStartParam, type StartupDeps } from './startup'
import { startupAtom } from './startup-atoms'
import { guardStartup } from './startup-guard'

/** A start param naming a screen of this hub (`demo__category_3`); the lazy chunk parses it for good. */
const namesScreenOf = (param: string | null | undefined, appKey: string): param is string => !!param?.startsWith(`${appKey}__`)

/**
 * `beforeLoad` of `/$appKey`: a hub's Home opened with a start param naming one of its screens goes
 * there, as `/` does (README "Deep links": Telegram's web app URL may carry the app key's path).
 * Looked for only on the page's first entry into a hub (a later Home is the visitor's own, the back
 * action's included); anything else is start-up's guard, as before. Telegram's launch params (and
 * production's none) are settled before the first route loads, so a Home without a param waits for
 * nothing; only the development launch, still being fetched, is waited for (start-up waits for it too).
 */
export function guardHubEntry(deps: StartupDeps, appKey: string, location: ParsedLocation): Promise<void> | undefined {
  const segment = location.pathname.split('/')[2]
  const startapp = (location.search as { startapp?: unknown }).startapp
  const firstHome = !segment && deps.store.get(startupAtom).status === 'idle'
  const launch = deps.store.get(launchParamsAtom)
  const settled = launch === undefined ? undefined : (launch?.startParam ?? (typeof startapp === 'string' ? startapp : null))
  if (!firstHome || (launch !== undefined && !namesScreenOf(settled, appKey))) return guardStartup(deps, appKey, location)
  return waitForStartParam(deps.store, startapp).then(async (param) => {
    // Its chunk failing to load leaves Home as without a param (the redirects it throws must pass).
    const later = namesScreenOf(param, appKey) ? await hubLater.preload().catch(() => null) : null
    if (later && param) await later.followDeepLinkAt(deps, appKey, param, startApp)
    return guardStartup(deps, appKey, location)
  })
}
