import type { RouterHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { createTrpcUtils } from '@/api/trpc-utils'
import { createApiClient, createVanillaClient } from '@/api/trpc'
import { onThemeChanged, ready, expand, watchViewport } from '@/messenger/appearance'
import { readLaunchParams, type LaunchParams } from '@/messenger/launch-params'
import { apiBaseAtom, httpConfigFor } from '@/session/http-config'
import { platformAtom, tokensAtom, usersAtom } from '@/session/session-atoms'
import { whenLoaded } from '@/ui/lazy-module'
import { paintTheme } from './paint-theme'
import { launchParamsAtom } from './launch-atoms'
import { resolveLaunchParams } from './launch'
import { trackHistory } from './navigation/history-tracker'
import { warmFirstTaps } from './navigation/warm-first-taps'
import { hubSessions } from './hub-sessions'
import { createQueryClient } from './query-client'
import { createLazyErrorReporter } from './report-errors-lazy'
import { createAppRouter } from './router'
import { currentHubAtom, hubThemeAtom } from './startup-atoms'
import { watchSubscriptionRequired } from './subscription-watch'
import { visitKeyFor } from './visit-cache/visit-key'
import { waitForAtom } from './wait-for-atom'

export interface CreateAppOptions {
  /** Default: the browser's history. Tests pass a memory history. */
  history?: RouterHistory
  /** Default: `VITE_API_BASE` or `/api`. */
  apiBase?: string
  fetch?: typeof fetch
  /**
   * Launch params when Telegram gave none. Default: the dev launch in development, none in
   * production. Telegram's real launch params always win.
   */
  launch?: () => Promise<LaunchParams | null>
  /** Report uncaught errors, and errors caught by the router's boundaries, to `frontendLogs.create` (default true). */
  reportErrors?: boolean
  /** Keep the visitor's reads on the device for the next visit (default: on, except in unit and ui tests). */
  keepVisits?: boolean
}

const devLaunch = import.meta.env.DEV ? () => import('@/messenger/dev-launch').then((module) => module.devLaunchParams()) : undefined

/** Everything one running app needs: its store, its hubs' sessions (caches, API clients) and router. */
export function createApp(options: CreateAppOptions = {}) {
  const store = createStore()
  if (options.apiBase) store.set(apiBaseAtom, options.apiBase)
  const reporting = options.reportErrors ?? true
  const reporter = createLazyErrorReporter({
    // Read at the moment of the error; the token and the launch data are named so they never leave in a report.
    context: () => ({
      platform: store.get(platformAtom),
      userId: store.get(usersAtom)[store.get(currentHubAtom) ?? '']?.id ?? null,
      secrets: [...Object.values(store.get(tokensAtom)), store.get(launchParamsAtom)?.initData],
    }),
    send: async (log) => {
      // The log endpoint needs an app key: reports go to the hub the visitor is in, once there is one.
      const appKey = await waitForAtom(store, currentHubAtom, (appKey) => appKey ?? undefined, { fallback: '' })
      return hubs.get(appKey).client.frontendLogs.create.mutate({ type: 'error', log })
    },
  })
  /** Reports an error that was caught (by a route's boundary, or a record left out), silently and once. */
  const report = reporting ? (reason: unknown) => reporter.report(reason) : () => undefined
  const hubs = hubSessions((appKey) => {
    const queryClient = createQueryClient()
    const config = httpConfigFor(store, appKey, { fetch: options.fetch, report })
    const apiClient = createApiClient(config)
    return { appKey, queryClient, apiClient, client: createVanillaClient(config), utils: createTrpcUtils(queryClient, apiClient) }
  })
  const keepVisits = options.keepVisits ?? import.meta.env.MODE !== 'test'
  const router = createAppRouter({ store, hubs, keepVisits }, { history: options.history, onCaught: report })

  /** Starts the app's side of the world (Telegram, listeners, reporting); returns the stopper. */
  function start(): () => void {
    const telegram = readLaunchParams()
    paintTheme(null, telegram?.themeParams ?? {})
    const stops = [
      watchViewport(),
      onThemeChanged((themeParams) => {
        const current = store.get(launchParamsAtom)
        if (current) store.set(launchParamsAtom, { ...current, themeParams })
        paintTheme(store.get(hubThemeAtom), themeParams)
      }),
      trackHistory(router.history, store),
      hubs.each((hub) => watchSubscriptionRequired(hub, router)),
      warmFirstTaps(router),
    ]
    if (reporting) stops.push(reporter.listen())
    // A module that arrives after the app was stopped installs nothing (its listeners would outlive the app).
    let stopped = false
    const whileRunning =
      <T>(install: (module: T) => void) =>
      (module: T) =>
        void (stopped || install(module))
    // Loaded once the page has loaded and the browser is idle, not at start (whenLoaded says why). Both act
    // from the first navigation on, which a visitor's first scroll and tap come well after.
    stops.push(
      whenLoaded(
        () =>
          void import('./navigation/place-memory').then(
            whileRunning(({ installScrollMemory, installFocusMemory }) =>
              stops.push(installScrollMemory(router, store), installFocusMemory(router)),
            ),
            // Without it a screen still works; only the way back to the same place is lost.
            () => undefined,
          ),
        1000,
      ),
    )
    // The repeat-visit cache's writer (visit-cache/), out of the first screen: loaded once the page has loaded.
    if (keepVisits) {
      stops.push(
        whenLoaded(
          () =>
            void import('./visit-cache/visit-cache').then(
              whileRunning(({ keepVisit }) =>
                stops.push(hubs.each((hub) => keepVisit(hub.queryClient, () => visitKeyFor(store.get(launchParamsAtom), hub.appKey)))),
              ),
              () => undefined,
            ),
          4000,
        ),
      )
    }
    ready()
    expand()
    void resolveLaunchParams(store, options.launch ?? devLaunch)
    return () => {
      if (stopped) return
      stopped = true
      stops.forEach((stop) => stop())
    }
  }

  return { store, hubs, router, report, start }
}

export type HubApp = ReturnType<typeof createApp>
