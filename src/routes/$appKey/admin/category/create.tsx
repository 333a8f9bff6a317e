import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'
import { categoryCreateSearch, type CategoryCreateSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'

const CategoryCreateScreen = lazyRouteComponent(() => import('@/features/admin/categories/category-form-screen'), 'CategoryCreateScreen')

export const Route = createFileRoute('/$appKey/admin/category/create')({
  validateSearch: searchAs<CategoryCreateSearch>(),
  loader: ({ context }) => void prefetchCategoryTree(context.utils),
  component: CategoryCreateRoute,
})

function CategoryCreateRoute() {
  const raw = Route.useSearch()
  const { parentId } = useMemo(() => categoryCreateSearch(raw), [raw])
  return <CategoryCreateScreen key={parentId ?? 0} parentId={parentId} />
}
