import { apiErrorOf } from '@/api/api-error'
import { isAppKey } from '@/api/contract/plain/app-key'
import { languageOf } from '@/i18n/translate'
import { authFailedAtom, tokensAtom, usersAtom } from '@/session/session-atoms'
import { navigationInput } from '@/session/use-navigation'
import { loadHubTheme } from './hub-theme'
import type { HubSession, HubSessions } from './hub-sessions'
import { languageSettled, setLanguage } from './language'
import { retryTransient } from './retry'
import { launchParamsAtom } from './launch-atoms'
import { currentHubAtom, startedFor, startupAtom, type StartupState } from './startup-atoms'
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
    if (kind === 'network' || kind === 'timeout') return true
    // Gone (a repeat visit's kept navigation is older than the answer): no screen may take it for a working hub.
    void utils.navigations.get.reset(navigationInput(appKey))
    return false
  }
}

/**
 * Exchanges the launch data for this hub's token; any failure leaves the visitor anonymous with the flag set.
 * Everything it writes is this hub's: a late answer of a hub the visitor has left changes nothing of the one shown.
 */
async function authenticate({ store, client, appKey }: StartupDeps): Promise<void> {
  const failed = (value: boolean) => store.set(authFailedAtom, (flags) => ({ ...flags, [appKey]: value }))
  const launch = await waitForAtom(store, launchParamsAtom, (params) => params, { timeoutMs: APP_KEY_WAIT_MS, fallback: null })
  if (!launch?.initData) return failed(true)
  try {
    const { token, user } = await client.auth.mutate({ initData: launch.initData })
    store.set(tokensAtom, (tokens) => ({ ...tokens, [appKey]: token }))
    store.set(usersAtom, (users) => ({ ...users, [appKey]: user }))
    await setLanguage(store, languageOf(user.languageCode ?? launch.user?.languageCode))
    failed(false)
  } catch {
    failed(true)
  }
}

const setState = (store: Store, appKey: string, state: StartupState) => store.set(startupAtom, (states) => ({ ...states, [appKey]: state }))

async function run(deps: StartupDeps, appKey: string): Promise<StartedState> {
  const { store } = deps
  // Caches stay as they were (each hub has its own, hub-sessions.ts), and so do the hub's token and user: sign-in replaces them.
  setState(store, appKey, { status: 'starting', appKey })
  const [found] = await Promise.all([findNavigation(deps, appKey), authenticate(deps), loadHubTheme(deps)])
  // The first screen paints in the visitor's language: its catalogs (English is not bundled) are in by now.
  await languageSettled(store)
  const ready: StartedState = { status: 'ready', appKey, navigation: found ? 'found' : 'missing' }
  // Per hub: a start-up that ends after the visitor moved to another hub leaves this one started for the way back.
  setState(store, appKey, ready)
  return ready
}

/** The start-ups under way, per store and app key. */
const running = new WeakMap<Store, Map<string, Promise<StartedState>>>()

/**
 * The visitor enters the hub: it becomes the current one (error reports go to it). Returns its
 * state when start-up is done for it in this page (then nothing has to wait), else undefined.
 */
export function enterHub(store: Store, appKey: string): StartedState | undefined {
  store.set(currentHubAtom, appKey)
  return startedFor(store.get(startupAtom), appKey)
}

/**
 * SPEC 4 start-up for an app key: the navigation and auth in parallel (plus the theme); resolves
 * when all have settled. Calling it again for the same key joins the run or returns its result.
 */
export function startApp(deps: StartupDeps, appKey: string): Promise<StartedState> {
  const { store } = deps
  const started = enterHub(store, appKey)
  if (started) return Promise.resolve(started)
  const runs = running.get(store) ?? new Map<string, Promise<StartedState>>()
  running.set(store, runs)
  const current = runs.get(appKey)
  if (current) return current
  const promise = run(deps, appKey).finally(() => runs.delete(appKey))
  runs.set(appKey, promise)
  return promise
}
