import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { AccessUserEditScreen } from '@/features/admin/access-users/access-user-edit-screen'
import { prefetchAccessUser } from '@/features/admin/access-users/use-access-users'

export const Route = createFileRoute('/$appKey/admin/access-users/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchAccessUser(context.utils, params.id),
  component: AccessUsersEditRoute,
})

function AccessUsersEditRoute() {
  const { id } = Route.useParams()
  return <AccessUserEditScreen key={id} id={id} />
}
