import { createFileRoute } from '@tanstack/react-router'
import { AccessUsersListScreen } from '@/features/admin/access-users/access-users-list-screen'
import { prefetchAccessUsers } from '@/features/admin/access-users/use-access-users'
import { listSearch } from '@/features/admin/parts/list/list-search'

export const Route = createFileRoute('/$appKey/admin/access-users/')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchAccessUsers(context.utils, deps),
  component: AccessUsersListRoute,
})

function AccessUsersListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AccessUsersListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
