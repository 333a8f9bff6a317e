import { createFileRoute } from '@tanstack/react-router'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { historySearch } from '@/features/admin/parts/history/history-search'

// No validateSearch: route options are in every visitor's first load, which has no bytes to spare.
// The screen reads its filters from the URL itself (historySearch, in the admin's chunk).
export const Route = createFileRoute('/$appKey/admin/history')({
  component: HistoryRoute,
})

function HistoryRoute() {
  const search = historySearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return <HistoryScreen search={search} onSearchChange={(next) => void navigate({ search: next as never, replace: true })} />
}
