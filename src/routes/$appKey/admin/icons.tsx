import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchIcons } from '@/features/admin/icons/use-icons'

const IconsScreen = lazyRouteComponent(() => import('@/features/admin/icons/icons-screen'), 'IconsScreen')

export const Route = createFileRoute('/$appKey/admin/icons')({
  validateSearch: searchAs<ListSearch>(),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => void prefetchIcons(context.utils, listSearch(deps).page),
  component: IconsRoute,
})

function IconsRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => listSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <IconsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
