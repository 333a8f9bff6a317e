import { trpc } from '@/api/trpc'

/** Home's active banners. */
export function useBanners() {
  return trpc.banners.list.useQuery({})
}
