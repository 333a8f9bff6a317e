import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { prefetchIcons } from '@/features/admin/icons/use-icons'

export const Route = createFileRoute('/$appKey/admin/icons')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => void prefetchIcons(context.utils, deps.page),
  component: IconsRoute,
})

function IconsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <IconsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
