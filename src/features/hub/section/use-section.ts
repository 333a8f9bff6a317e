import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'
import { prefetchFloatingButton } from '@/features/hub/floating-button/use-floating-button'

/** One section with its active materials in order. */
/** Exported for a deep link's check (hub/deep-link/follow-deep-link.ts), which reads the section as its screen will. */
export const sectionInput = (id: number) => ({ id })

export function useSection(sectionId: number) {
  return trpc.sections.get.useQuery(sectionInput(sectionId))
}

/** The section route's loader: the section and the floating button it shows, like Home. */
export function prefetchSection(utils: TrpcUtils, sectionId: number) {
  return Promise.all([utils.sections.get.prefetch(sectionInput(sectionId)), prefetchFloatingButton(utils)])
}
