import { useParams } from '@tanstack/react-router'

/**
 * The hub's app key. Its one source is the `/$appKey` route's params (start-up copies it into
 * appKeyAtom only for the API's X-App-Key header). Empty outside a hub's routes.
 */
export function useAppKey(): string {
  return useParams({ strict: false, select: (params) => params.appKey ?? '' })
}
