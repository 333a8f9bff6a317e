import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { prefetchAccessUser } from '@/features/admin/access-users/use-access-users'

const AccessUserEditScreen = lazyRouteComponent(
  () => import('@/features/admin/access-users/access-user-edit-screen'),
  'AccessUserEditScreen',
)

export const Route = createFileRoute('/$appKey/admin/access-users/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchAccessUser(context.utils, params.id),
  component: AccessUsersEditRoute,
})

function AccessUsersEditRoute() {
  const { id } = Route.useParams()
  return <AccessUserEditScreen key={id} id={id} />
}
