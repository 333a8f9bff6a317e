import { createFileRoute } from '@tanstack/react-router'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { prefetchHistory } from '@/features/admin/parts/history/use-history'
import { historySearch } from '@/features/admin/parts/list/list-search'

export const Route = createFileRoute('/$appKey/admin/history')({
  validateSearch: historySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchHistory(context.utils, deps),
  component: HistoryRoute,
})

function HistoryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <HistoryScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
