import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/popup/edit/$id')({
  params: idParams,
  component: PopupEditRoute,
})

function PopupEditRoute() {
  const { id } = Route.useParams()
  return <AdminPlaceholderScreen title="section.popupEdit" params={{ id }} />
}
