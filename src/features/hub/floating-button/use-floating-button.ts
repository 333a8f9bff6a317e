import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** The read's input, shared by the hook and the prefetch so they make one query key. */
const floatingButtonInput = { filter: { isToMain: true } }

/** SPEC 2: the floating button is the first active button with isToMain. */
export function useFloatingButton() {
  return trpc.buttons.list.useQuery(floatingButtonInput, {
    select: (result) => result.data.find((button) => button.isActive) ?? null,
  })
}

export function prefetchFloatingButton(utils: TrpcUtils) {
  return utils.buttons.list.prefetch(floatingButtonInput)
}
