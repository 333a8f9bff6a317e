import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

export const Route = createFileRoute('/$appKey/admin/category/')({
  validateSearch: listSearch,
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryListRoute,
})

function CategoryListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CategoryListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
