import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/**
 * Every banner of the hub, in their order: banners are few (a carousel), and ordering needs them
 * all, so one page of the maximum size.
 */
const bannersInput = { pagination: { offset: 0, limit: 1000 } }
export const useAdminBanners = () => trpc.admin.banners.list.useQuery(bannersInput)
/** The banners where `schedule` says (`filter[schedule]`), for the schedule filter; off without one. */
export const useScheduledBanners = (schedule: ScheduleState | undefined) =>
  trpc.admin.banners.list.useQuery({ ...bannersInput, filter: { schedule: schedule ?? 'live' } }, { enabled: schedule !== undefined })
export const prefetchAdminBanners = (utils: TrpcUtils) => utils.admin.banners.list.prefetch(bannersInput)
