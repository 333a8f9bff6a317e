import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { statsSearch, type StatsSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchStats } from '@/features/admin/stats/use-stats'

const StatsScreen = lazyRouteComponent(() => import('@/features/admin/stats/stats-screen'), 'StatsScreen')

export const Route = createFileRoute('/$appKey/admin/stats')({
  validateSearch: searchAs<StatsSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchStats(context.utils, statsSearch(deps)),
  component: StatsRoute,
})

function StatsRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => statsSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <StatsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
