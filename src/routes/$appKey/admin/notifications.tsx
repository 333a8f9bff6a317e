import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { notificationsSearch, type NotificationsSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'

const NotificationsScreen = lazyRouteComponent(() => import('@/features/admin/notifications/notifications-screen'), 'NotificationsScreen')

// Only the search's type and a component (split out): route options are part of the visitor's first load.
export const Route = createFileRoute('/$appKey/admin/notifications')({
  validateSearch: searchAs<NotificationsSearch>(),
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const raw = Route.useSearch()
  const search = useMemo(() => notificationsSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return <NotificationsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
