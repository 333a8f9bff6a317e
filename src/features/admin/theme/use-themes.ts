import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** The read's input, shared by the hook and the route's prefetch (one query key). */
const themesInput = {}

/** The hub's themes as the admin sees them; the first one is the one that applies. */
export function useAdminThemes() {
  return trpc.admin.themes.list.useQuery(themesInput)
}

export function prefetchAdminThemes(utils: TrpcUtils) {
  return utils.admin.themes.list.prefetch(themesInput)
}
