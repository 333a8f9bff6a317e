import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { prefetchAdminCounts } from '@/features/admin/dashboard/use-admin-counts'

export const Route = createFileRoute('/$appKey/admin/')({
  loader: ({ context }) => void prefetchAdminCounts(context.utils),
  component: DashboardScreen,
})
