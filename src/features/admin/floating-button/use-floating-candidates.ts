import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** Every button marked for Home, by id (the service's order): the one visitors see is the first active one. */
const candidatesInput = { filter: { isToMain: true }, pagination: { offset: 0, limit: 100 } }

export const useFloatingCandidates = () =>
  trpc.admin.buttons.list.useQuery(candidatesInput, {
    select: (result) => {
      const all = result.data
      return { all, shown: all.find((button) => button.isActive) ?? null, edited: all.find((button) => button.isActive) ?? all[0] ?? null }
    },
  })

export const prefetchFloatingCandidates = (utils: TrpcUtils) => utils.admin.buttons.list.prefetch(candidatesInput)
