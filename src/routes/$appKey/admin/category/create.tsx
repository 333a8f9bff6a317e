import { createFileRoute } from '@tanstack/react-router'
import { CategoryCreateScreen } from '@/features/admin/categories/category-form-screen'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

interface CategoryCreateSearch {
  /** "Add a subcategory" opens the form with its parent chosen. */
  parentId?: number
}

export const Route = createFileRoute('/$appKey/admin/category/create')({
  validateSearch: (search: Record<string, unknown>): CategoryCreateSearch => {
    const parentId = Number(search.parentId)
    return Number.isSafeInteger(parentId) && parentId > 0 ? { parentId } : {}
  },
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryCreateRoute,
})

function CategoryCreateRoute() {
  const { parentId } = Route.useSearch()
  return <CategoryCreateScreen key={parentId ?? 0} parentId={parentId} />
}
