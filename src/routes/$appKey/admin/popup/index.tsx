import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { prefetchPopupList } from '@/features/admin/popups/use-popups'

export const Route = createFileRoute('/$appKey/admin/popup/')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchPopupList(context.utils, deps),
  component: PopupListRoute,
})

function PopupListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <PopupListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
