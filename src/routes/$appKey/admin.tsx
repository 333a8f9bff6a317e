import { createFileRoute } from '@tanstack/react-router'
import { AdminGuard } from '@/features/admin/admin-guard'

export const Route = createFileRoute('/$appKey/admin')({
  component: AdminGuard,
})
