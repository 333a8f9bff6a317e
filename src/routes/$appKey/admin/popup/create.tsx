import { createFileRoute } from '@tanstack/react-router'
import { PopupCreateScreen } from '@/features/admin/popups/popup-screens'

export const Route = createFileRoute('/$appKey/admin/popup/create')({
  component: PopupCreateScreen,
})
