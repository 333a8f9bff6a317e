import { createFileRoute } from '@tanstack/react-router'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/popup/')({
  component: () => <AdminPlaceholderScreen title="section.popups" />,
})
