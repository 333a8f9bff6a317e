import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const HubFileScreen = lazyRouteComponent(() => import('@/features/admin/hub-file/hub-file-screen'), 'HubFileScreen')

export const Route = createFileRoute('/$appKey/admin/hub-file')({
  component: HubFileScreen,
})
