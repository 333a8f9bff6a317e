import { apiErrorOf } from '@/api/api-error'
import { isAppKey } from '@/api/app-key'
import { languageOf } from '@/i18n/translate'
import { authFailedAtom, tokensAtom, userAtom } from '@/session/session-atoms'
import { navigationInput } from '@/session/use-navigation'
import { loadHubTheme } from './hub-theme'
import type { HubSession, HubSessions } from './hub-sessions'
import { languageSettled, setLanguage } from './language'
import { retryTransient } from './retry'
import { launchParamsAtom } from './launch-atoms'
import { startupAtom, isStartedFor, type StartupState } from './startup-atoms'
import { waitForAtom, type Store } from './wait-for-atom'

/** SPEC 9: how long start-up waits for the app key (and the launch data). */
const APP_KEY_WAIT_MS = 2000

/** What the router hands every route (router-context.ts): the page's store and its hubs' sessions. */
export interface AppContext {
  store: Store
  hubs: HubSessions
  /** Repeat visits draw from the reads kept on the device (visit-cache/); off unless createApp turns it on. */
  keepVisits?: boolean
}

/** Start-up for one hub: the app's context with that hub's session (cache, API clients, app key). */
export type StartupDeps = AppContext & HubSession

export const hubDeps = (context: AppContext, appKey: string): StartupDeps => ({ ...context, ...context.hubs.get(appKey) })

export type StartedState = Extract<StartupState, { status: 'ready' }>

/** A usable app key out of a path segment or start param, else null. */
export function appKeyFrom(value: string | null | undefined): string | null {
  return isAppKey(value) ? value : null
}

/**
 * The start param (SPEC 4: waited for up to 2000 ms); without Telegram's, `startapp` of the address
 * (issue 18: in a plain browser `?startapp=` does the same); null when there is none.
 */
export async function waitForStartParam(store: Store, startapp?: unknown, timeoutMs = APP_KEY_WAIT_MS): Promise<string | null> {
  const startParam =
    (await waitForAtom(store, launchParamsAtom, (params) => (params === undefined ? undefined : (params?.startParam ?? null)), {
      timeoutMs,
      fallback: null,
    })) ?? (typeof startapp === 'string' ? startapp : null)
  // A screen after the app key (`demo__category_3`) may make it longer than an app key: `/` parses it (follow-deep-link.ts).
  return startParam?.includes('__') ? startParam : appKeyFrom(startParam)
}

async function findNavigation({ utils }: StartupDeps, appKey: string): Promise<boolean> {
  if (!appKeyFrom(appKey)) return false
  try {
    await utils.navigations.get.fetch(navigationInput(appKey), { retry: retryTransient })
    return true
  } catch (error) {
    // Unreachable is not missing: the hub's screens say they are offline (and draw what was kept) instead of "no such hub".
    const kind = apiErrorOf(error)?.kind
    return kind === 'network' || kind === 'timeout'
  }
}

/** Exchanges the launch data for this hub's token; any failure leaves the visitor anonymous with the flag set. */
async function authenticate({ store, client, appKey }: StartupDeps): Promise<void> {
  const launch = await waitForAtom(store, launchParamsAtom, (params) => params, { timeoutMs: APP_KEY_WAIT_MS, fallback: null })
  if (!launch?.initData) {
    store.set(authFailedAtom, true)
    return
  }
  try {
    const { token, user } = await client.auth.mutate({ initData: launch.initData })
    store.set(tokensAtom, (tokens) => ({ ...tokens, [appKey]: token }))
    store.set(userAtom, user)
    await setLanguage(store, languageOf(user.languageCode ?? launch.user?.languageCode))
    store.set(authFailedAtom, false)
  } catch {
    store.set(authFailedAtom, true)
  }
}

async function run(deps: StartupDeps, appKey: string): Promise<StartedState> {
  const { store } = deps
  // Caches stay as they were (each hub has its own, hub-sessions.ts), and so does a token this hub had: sign-in replaces it.
  store.set(userAtom, null)
  store.set(startupAtom, { status: 'starting', appKey })
  const [found] = await Promise.all([findNavigation(deps, appKey), authenticate(deps), loadHubTheme(deps)])
  // The first screen paints in the visitor's language: its catalogs (English is not bundled) are in by now.
  await languageSettled(store)
  const ready: StartedState = { status: 'ready', appKey, navigation: found ? 'found' : 'missing' }
  const now = store.get(startupAtom)
  // Unless start-up has moved on to another hub meanwhile.
  if (now.status === 'starting' && now.appKey === appKey) store.set(startupAtom, ready)
  return ready
}

const running = new WeakMap<Store, { appKey: string; promise: Promise<StartedState> }>()

/**
 * SPEC 4 start-up for an app key: the navigation and auth in parallel (plus the theme); resolves
 * when all have settled. Calling it again for the same key joins the run or returns its result.
 */
export function startApp(deps: StartupDeps, appKey: string): Promise<StartedState> {
  const state = deps.store.get(startupAtom)
  if (isStartedFor(state, appKey)) return Promise.resolve(state)
  const current = running.get(deps.store)
  if (current?.appKey === appKey) return current.promise
  const promise = run(deps, appKey).finally(() => {
    if (running.get(deps.store)?.promise === promise) running.delete(deps.store)
  })
  running.set(deps.store, { appKey, promise })
  return promise
}
