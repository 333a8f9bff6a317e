import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchAdminCounts } from '@/features/admin/dashboard/use-admin-counts'

const DashboardScreen = lazyRouteComponent(() => import('@/features/admin/dashboard/dashboard-screen'), 'DashboardScreen')

export const Route = createFileRoute('/$appKey/admin/')({
  loader: ({ context }) => void prefetchAdminCounts(context.utils),
  component: DashboardScreen,
})
