import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/** A category's sections in its order, with their materials' titles (the pickers show them without a call each). */
const sectionsInput = (categoryId: number) => ({
  filter: { categoryId },
  include: ['materials' as const],
  pagination: { offset: 0, limit: 500 },
})

export function useCategoryRecord(id: number) {
  return trpc.admin.categories.get.useQuery({ id })
}

export function useCategorySections(id: number) {
  return trpc.admin.sections.list.useQuery(sectionsInput(id))
}

/** The edit route's loader: the form needs the record and its sections before it renders. */
export function loadCategoryRecord(utils: TrpcUtils, id: number) {
  return Promise.all([utils.admin.categories.get.ensureData({ id }), utils.admin.sections.list.ensureData(sectionsInput(id))])
}
