import { createFileRoute } from '@tanstack/react-router'
import { AdminIndexScreen } from '@/features/admin/placeholder/admin-index-screen'

export const Route = createFileRoute('/$appKey/admin/')({
  component: AdminIndexScreen,
})
