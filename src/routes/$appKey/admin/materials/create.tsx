import { createFileRoute } from '@tanstack/react-router'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/materials/create')({
  component: () => <AdminPlaceholderScreen title="section.materialCreate" />,
})
