import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchAccessUsers } from '@/features/admin/access-users/use-access-users'
import { listSearch, type ListSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'

const AccessUsersListScreen = lazyRouteComponent(
  () => import('@/features/admin/access-users/access-users-list-screen'),
  'AccessUsersListScreen',
)

export const Route = createFileRoute('/$appKey/admin/access-users/')({
  validateSearch: searchAs<ListSearch>(),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void prefetchAccessUsers(context.utils, listSearch(deps)),
  component: AccessUsersListRoute,
})

function AccessUsersListRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => listSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <AccessUsersListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
