import { createFileRoute } from '@tanstack/react-router'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

interface CategoryListSearch {
  /** The title search. */
  q?: string
}

export const Route = createFileRoute('/$appKey/admin/category/')({
  // By hand, not zod: route options are bundled with the visitor's route tree.
  validateSearch: (search: Record<string, unknown>): CategoryListSearch =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 200) } : {},
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryListRoute,
})

function CategoryListRoute() {
  const { q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CategoryListScreen search={q ?? ''} onSearchChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />
  )
}
