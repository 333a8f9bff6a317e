import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

const CategoryListScreen = lazyRouteComponent(() => import('@/features/admin/categories/category-list-screen'), 'CategoryListScreen')

export const Route = createFileRoute('/$appKey/admin/category/')({
  validateSearch: searchAs<ListSearch>(),
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryListRoute,
})

function CategoryListRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => listSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <CategoryListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
