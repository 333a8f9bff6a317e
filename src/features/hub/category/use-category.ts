import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** One category with what its detail screen may show: materials, sections and subcategories (with their sections). */
const include: ('materials' | 'sections' | 'subcategories')[] = ['materials', 'sections', 'subcategories']
/** Exported for a deep link's check (hub/deep-link/follow-deep-link.ts), which reads the category as its screen will. */
export const categoryInput = (id: number) => ({ id, include })

export function useCategory(categoryId: number) {
  return trpc.categories.get.useQuery(categoryInput(categoryId))
}

/** The category route's loader: starts the read (preloading on intent fetches data, not only code). */
export function prefetchCategory(utils: TrpcUtils, categoryId: number) {
  return utils.categories.get.prefetch(categoryInput(categoryId))
}
