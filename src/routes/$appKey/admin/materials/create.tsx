import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const MaterialCreateScreen = lazyRouteComponent(() => import('@/features/admin/materials/material-create-screen'), 'MaterialCreateScreen')

export const Route = createFileRoute('/$appKey/admin/materials/create')({
  component: MaterialCreateScreen,
})
