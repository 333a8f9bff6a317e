import { trpc } from '@/api/trpc'

/** The hub's navigation read (`navigations.get`): start-up fetches it with this input, screens read it from the cache. */
export const navigationInput = (appKey: string) => ({ appKey })

export function useNavigation(appKey: string, { enabled = true }: { enabled?: boolean } = {}) {
  return trpc.navigations.get.useQuery(navigationInput(appKey), { enabled: enabled && appKey !== '' })
}
