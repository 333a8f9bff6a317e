import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchHistory } from '@/features/admin/parts/history/use-history'
import { historySearch, type HistorySearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'

const HistoryScreen = lazyRouteComponent(() => import('@/features/admin/history/history-screen'), 'HistoryScreen')

export const Route = createFileRoute('/$appKey/admin/history')({
  validateSearch: searchAs<HistorySearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchHistory(context.utils, historySearch(deps)),
  component: HistoryRoute,
})

function HistoryRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => historySearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <HistoryScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
