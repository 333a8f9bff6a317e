import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient, VanillaClient } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/**
 * What one hub's calls go through (issue 17): its own React Query cache, and API clients whose every
 * request carries this hub's app key and token. A cached answer of one hub can never be served in
 * another (their caches are apart, whatever the query key), and going back to a hub finds its cache
 * as it was left. The `/$appKey` route picks the session by its params: its `beforeLoad` hands it to
 * the loaders below (`context.utils`), its layout provides it to the screens.
 */
export interface HubSession {
  appKey: string
  queryClient: QueryClient
  apiClient: ApiClient
  client: VanillaClient
  utils: TrpcUtils
}

type Stop = (() => void) | void

/** The page's hub sessions, made at the first use of each app key and kept for the page's life. */
export function hubSessions(open: (appKey: string) => HubSession) {
  const sessions = new Map<string, HubSession>()
  const watches = new Set<(hub: HubSession) => void>()
  return {
    get(appKey: string): HubSession {
      let hub = sessions.get(appKey)
      if (!hub) {
        sessions.set(appKey, (hub = open(appKey)))
        watches.forEach((watch) => watch(hub as HubSession))
      }
      return hub
    },
    /** Runs `watch` on every session, those to come included; returns the stopper of all it started. */
    each(watch: (hub: HubSession) => Stop): () => void {
      const stops: Stop[] = []
      const run = (hub: HubSession) => void stops.push(watch(hub))
      sessions.forEach(run)
      watches.add(run)
      return () => {
        watches.delete(run)
        stops.forEach((stop) => stop?.())
      }
    },
  }
}

export type HubSessions = ReturnType<typeof hubSessions>
