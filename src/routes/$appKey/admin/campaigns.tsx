import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const CampaignsScreen = lazyRouteComponent(() => import('@/features/admin/campaigns/campaigns-screen'), 'CampaignsScreen')

// Only a component (split out): route options are part of the visitor's first load.
export const Route = createFileRoute('/$appKey/admin/campaigns')({
  component: CampaignsScreen,
})
