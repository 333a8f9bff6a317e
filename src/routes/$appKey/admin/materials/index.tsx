import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchMaterialsList } from '@/features/admin/materials/use-materials'

const MaterialsListScreen = lazyRouteComponent(() => import('@/features/admin/materials/materials-list-screen'), 'MaterialsListScreen')

export const Route = createFileRoute('/$appKey/admin/materials/')({
  validateSearch: searchAs<ListSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchMaterialsList(context.utils, listSearch(deps)),
  component: MaterialsListRoute,
})

function MaterialsListRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => listSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <MaterialsListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
