import { createFileRoute } from '@tanstack/react-router'
import { HubFileScreen } from '@/features/admin/hub-file/hub-file-screen'

export const Route = createFileRoute('/$appKey/admin/hub-file')({
  component: HubFileScreen,
})
