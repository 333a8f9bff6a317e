import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const AccessUserCreateScreen = lazyRouteComponent(
  () => import('@/features/admin/access-users/access-user-create-screen'),
  'AccessUserCreateScreen',
)

export const Route = createFileRoute('/$appKey/admin/access-users/create')({
  component: AccessUserCreateScreen,
})
