import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** The read's input, shared by the hook and the prefetch so they make one query key. */
const rootCategoriesInput = { filter: { root: true } }

/** Home's categories: the active root categories in their order. */
export function useRootCategories() {
  return trpc.categories.list.useQuery(rootCategoriesInput)
}

export function prefetchRootCategories(utils: TrpcUtils) {
  return utils.categories.list.prefetch(rootCategoriesInput)
}

export function rootCategoriesKept(utils: TrpcUtils): boolean {
  return utils.categories.list.getData(rootCategoriesInput) !== undefined
}
