import { createFileRoute } from '@tanstack/react-router'
import { AdminGuard } from '@/features/admin/admin-guard'
import { NoAccessScreen } from '@/features/status/no-access-screen'

export const Route = createFileRoute('/$appKey/admin')({
  component: AdminRoute,
})

function AdminRoute() {
  return <AdminGuard noAccess={({ signedOut }) => <NoAccessScreen signedOut={signedOut} />} />
}
