import { trpc } from '@/api/trpc'

/** One category with what its detail screen may show: materials, sections and subcategories (with their sections). */
export function useCategory(categoryId: number) {
  return trpc.categories.get.useQuery({ id: categoryId, include: ['materials', 'sections', 'subcategories'] })
}
