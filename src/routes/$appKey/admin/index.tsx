import { createFileRoute } from '@tanstack/react-router'
import { AdminIndexScreen } from '@/features/admin/index/admin-index-screen'
import { prefetchAdminCounts } from '@/features/admin/index/use-admin-counts'

export const Route = createFileRoute('/$appKey/admin/')({
  loader: ({ context }) => void prefetchAdminCounts(context.utils),
  component: AdminIndexScreen,
})
