import { createFileRoute } from '@tanstack/react-router'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'

export const Route = createFileRoute('/$appKey/admin/materials/create')({
  component: MaterialCreateScreen,
})
