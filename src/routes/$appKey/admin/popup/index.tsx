import { createFileRoute } from '@tanstack/react-router'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { prefetchPopups } from '@/features/admin/popups/use-popups'

export const Route = createFileRoute('/$appKey/admin/popup/')({
  loader: ({ context }) => void prefetchPopups(context.utils),
  component: PopupListScreen,
})
