import { createFileRoute } from '@tanstack/react-router'
import { logSearch } from '@/features/admin/parts/list/list-search'
import { LogsScreen } from '@/features/admin/logs/logs-screen'
import { prefetchLogs } from '@/features/admin/logs/use-logs'

export const Route = createFileRoute('/$appKey/admin/logs')({
  validateSearch: logSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchLogs(context.utils, deps),
  component: LogsRoute,
})

function LogsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <LogsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
