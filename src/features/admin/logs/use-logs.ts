import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { logsInput, type LogSearch } from './log-search'

export const useLogs = (search: LogSearch) => trpc.frontendLogs.list.useQuery(logsInput(search), { placeholderData: keepPreviousData })
export const prefetchLogs = (utils: TrpcUtils, search: LogSearch) => utils.frontendLogs.list.prefetch(logsInput(search))
