import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { prefetchPopup } from '@/features/admin/popups/use-popups'

const PopupEditScreen = lazyRouteComponent(() => import('@/features/admin/popups/popup-screens'), 'PopupEditScreen')

export const Route = createFileRoute('/$appKey/admin/popup/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchPopup(context.utils, params.id),
  component: PopupEditRoute,
})

function PopupEditRoute() {
  const { id } = Route.useParams()
  return <PopupEditScreen key={id} id={id} />
}
