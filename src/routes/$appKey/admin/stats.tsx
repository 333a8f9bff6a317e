import { createFileRoute } from '@tanstack/react-router'
import { statsSearch } from '@/features/admin/stats/stats-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'

/*
 * Only a component (split out): route options are part of the visitor's first load (130 KB budget),
 * so this route has no validateSearch and no loader; the screen reads the range from the raw search
 * with statsSearch and draws its own skeleton while the read runs.
 */
export const Route = createFileRoute('/$appKey/admin/stats')({
  component: StatsRoute,
})

function StatsRoute() {
  const search = statsSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return <StatsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
