import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { prefetchMaterial } from '@/features/admin/materials/use-materials'

const MaterialEditScreen = lazyRouteComponent(() => import('@/features/admin/materials/material-edit-screen'), 'MaterialEditScreen')

export const Route = createFileRoute('/$appKey/admin/materials/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchMaterial(context.utils, params.id),
  component: MaterialsEditRoute,
})

function MaterialsEditRoute() {
  const { id } = Route.useParams()
  return <MaterialEditScreen key={id} id={id} />
}
