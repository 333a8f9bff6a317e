import { createFileRoute } from '@tanstack/react-router'
import { statsSearch } from '@/features/admin/parts/list/list-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { prefetchStats } from '@/features/admin/stats/use-stats'

export const Route = createFileRoute('/$appKey/admin/stats')({
  validateSearch: statsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchStats(context.utils, deps),
  component: StatsRoute,
})

function StatsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <StatsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
