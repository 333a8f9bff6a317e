import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/access-users/edit/$id')({
  params: idParams,
  component: AccessUsersEditRoute,
})

function AccessUsersEditRoute() {
  const { id } = Route.useParams()
  return <AdminPlaceholderScreen title="section.accessUserEdit" params={{ id }} />
}
