import { createFileRoute } from '@tanstack/react-router'
import { CampaignsScreen } from '@/features/admin/campaigns/campaigns-screen'

// Only a component (split out): route options are part of the visitor's first load.
export const Route = createFileRoute('/$appKey/admin/campaigns')({
  component: CampaignsScreen,
})
