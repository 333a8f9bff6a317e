import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** The read's input, shared by the hook and the prefetch so they make one query key. */
const bannersInput = {}

/** Home's active banners. */
export function useBanners() {
  return trpc.banners.list.useQuery(bannersInput)
}

export function prefetchBanners(utils: TrpcUtils) {
  return utils.banners.list.prefetch(bannersInput)
}
