import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { prefetchPopup } from '@/features/admin/popups/use-popups'

export const Route = createFileRoute('/$appKey/admin/popup/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchPopup(context.utils, params.id),
  component: PopupEditRoute,
})

function PopupEditRoute() {
  const { id } = Route.useParams()
  return <PopupEditScreen key={id} id={id} />
}
