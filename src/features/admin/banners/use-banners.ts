import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/**
 * Every banner of the hub, in their order: banners are few (a carousel), and ordering needs them
 * all, so one page of the maximum size.
 */
const bannersInput = { pagination: { offset: 0, limit: 1000 } }
export const useAdminBanners = () => trpc.admin.banners.list.useQuery(bannersInput)
export const prefetchAdminBanners = (utils: TrpcUtils) => utils.admin.banners.list.prefetch(bannersInput)
