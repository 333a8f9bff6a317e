import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { logSearch, type LogSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'
import { prefetchLogs } from '@/features/admin/logs/use-logs'

const LogsScreen = lazyRouteComponent(() => import('@/features/admin/logs/logs-screen'), 'LogsScreen')

export const Route = createFileRoute('/$appKey/admin/logs')({
  validateSearch: searchAs<LogSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchLogs(context.utils, logSearch(deps)),
  component: LogsRoute,
})

function LogsRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => logSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <LogsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
