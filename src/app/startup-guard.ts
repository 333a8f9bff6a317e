import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { warmHome } from '@/features/hub/home/prefetch-home'
import { safeReturnPath } from '@/session/subscription'
import { launchParamsAtom } from './launch-atoms'
import { paintHubTheme } from './hub-theme'
import { enterHub, hubDeps, startApp, type AppContext, type StartedState, type StartupDeps } from './startup'
import { keptText, visitKeyFor } from './visit-cache/visit-key'

// Redirects use `throw: true`: TanStack's redirects are Responses, which lint's only-throw-error refuses.

/**
 * `beforeLoad` of `/$appKey` (SPEC 2): hands the routes below the hub's session (its cache and API
 * clients, hub-sessions.ts: `context.utils` in their loaders), chosen by the route's app key.
 * Nothing under an app key shows before start-up has run for it; a hub without navigation shows
 * no-navigation. Start-up runs in place, the loader screen showing meanwhile as the route's pending
 * screen: no detour through `/$appKey/loader` and back, which cost the first screen two redirects,
 * two history writes and a render of the loader route.
 */
export function guardStartup(context: AppContext, appKey: string, location: ParsedLocation): StartupDeps | Promise<StartupDeps> {
  const deps = hubDeps(context, appKey)
  const waited = waitIfStarting(deps, appKey, location)
  return waited ? waited.then(() => deps) : deps
}

function waitIfStarting(deps: StartupDeps, appKey: string, location: ParsedLocation): Promise<void> | undefined {
  const segment = location.pathname.split('/')[2]
  if (segment === 'loader') return undefined
  // Synchronous once started, coming back from another hub too (issue 17): a promise would make every navigation
  // inside the hub pending for a moment, and the way back show the loader. The hub's theme is painted before its screen.
  const state = enterHub(deps.store, appKey)
  if (state) {
    paintHubTheme(deps)
    return leaveMissingHub(state, appKey, segment)
  }
  // Home opened with a start param naming a screen (Telegram's web app URL may carry the app key's
  // path): `/` follows deep links (docs/decisions/sharing-and-deep-links.md). Telegram's params are read before the first
  // route loads; a plain browser's are `?startapp=`. Small: each byte is the first screen's.
  if (
    !segment &&
    String(deps.store.get(launchParamsAtom)?.startParam ?? (location.search as { startapp?: unknown }).startapp).includes('__')
  )
    redirect({ to: '/', search: location.search, replace: true, throw: true })
  // First: start-up names the app key the reads send.
  const started = startApp(deps, appKey)
  // A repeat visit draws from the reads kept on the device at once (visit-cache/draw-kept.ts); start-up goes on behind it.
  const kept = deps.keepVisits ? visitKeyFor(deps.store.get(launchParamsAtom), appKey) : null
  if (kept && keptText(kept) !== null) {
    return import('./visit-cache/draw-kept').then(
      ({ drawKept }) => (drawKept(deps, appKey, kept, location) ? undefined : waitForStartup(deps, appKey, location, started)),
      () => waitForStartup(deps, appKey, location, started),
    )
  }
  return waitForStartup(deps, appKey, location, started)
}

const isHome = (segment: string | undefined) => segment === undefined || segment === ''

function waitForStartup(deps: StartupDeps, appKey: string, location: ParsedLocation, started: Promise<StartedState>): Promise<void> {
  const segment = location.pathname.split('/')[2]
  // Headed for Home: its reads too, so Home renders once, whole (see finishStartup).
  const home = isHome(segment) ? warmHome(deps, appKey) : undefined
  return Promise.all([started, home]).then(([state]) => {
    leaveMissingHub(state, appKey, segment)
    // Telegram's launch data (read and kept already) leaves the address, as the loader's redirect did.
    if (location.hash) redirect({ href: location.pathname + location.searchStr, replace: true, throw: true })
  })
}

function leaveMissingHub(state: StartedState, appKey: string, segment: string | undefined): undefined {
  if (state.navigation === 'missing' && segment !== 'no-navigation') {
    redirect({ to: '/$appKey/no-navigation', params: { appKey }, replace: true, throw: true })
  }
  return undefined
}

/**
 * `loader` of `/$appKey/loader`: start up, then go where the user was headed (or no-navigation).
 * Headed for Home, it also waits for Home's reads (started as soon as the navigation is known,
 * so they run alongside auth): Home then renders once, whole, instead of skeletons followed by
 * a render for each read as it arrives.
 */
export async function finishStartup(deps: StartupDeps, appKey: string, target: string | undefined): Promise<void> {
  const started = startApp(deps, appKey)
  const destination = safeReturnPath(target, appKey)
  const home = destination.replace(/\/$/, '') === `/${appKey}` ? warmHome(deps, appKey) : undefined
  const [state] = await Promise.all([started, home])
  if (state.navigation === 'missing') redirect({ to: '/$appKey/no-navigation', params: { appKey }, replace: true, throw: true })
  else redirect({ href: destination, replace: true, throw: true })
}
