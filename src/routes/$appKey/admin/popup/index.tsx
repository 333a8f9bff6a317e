import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchPopupList } from '@/features/admin/popups/use-popups'

const PopupListScreen = lazyRouteComponent(() => import('@/features/admin/popups/popup-list-screen'), 'PopupListScreen')

export const Route = createFileRoute('/$appKey/admin/popup/')({
  validateSearch: searchAs<ListSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchPopupList(context.utils, listSearch(deps)),
  component: PopupListRoute,
})

function PopupListRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => listSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <PopupListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
