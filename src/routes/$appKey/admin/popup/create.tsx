import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

const PopupCreateScreen = lazyRouteComponent(() => import('@/features/admin/popups/popup-screens'), 'PopupCreateScreen')

export const Route = createFileRoute('/$appKey/admin/popup/create')({
  component: PopupCreateScreen,
})
