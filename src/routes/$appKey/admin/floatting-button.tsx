import { createFileRoute } from '@tanstack/react-router'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/floatting-button')({
  component: () => <AdminPlaceholderScreen title="section.floatingButton" />,
})
