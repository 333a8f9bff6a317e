import { createFileRoute } from '@tanstack/react-router'
import { AccessUserCreateScreen } from '@/features/admin/access-users/access-user-create-screen'

export const Route = createFileRoute('/$appKey/admin/access-users/create')({
  component: AccessUserCreateScreen,
})
