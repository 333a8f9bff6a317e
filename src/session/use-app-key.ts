import { useParams } from '@tanstack/react-router'

/**
 * The hub's app key. Its one source is the `/$appKey` route's params (which also choose the hub's
 * cache and API clients, src/app/hub-sessions.ts). Empty outside a hub's routes.
 */
export function useAppKey(): string {
  return useParams({ strict: false, select: (params) => params.appKey ?? '' })
}
