import { trpc } from '@/api/trpc'

/** Home's categories: the active root categories in their order. */
export function useRootCategories() {
  return trpc.categories.list.useQuery({ filter: { root: true } })
}
