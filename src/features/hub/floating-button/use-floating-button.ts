import { trpc } from '@/api/trpc'

/** SPEC 2: the floating button is the first active button with isToMain. */
export function useFloatingButton() {
  return trpc.buttons.list.useQuery(
    { filter: { isToMain: true } },
    { select: (result) => result.data.find((button) => button.isActive) ?? null },
  )
}
