import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { prefetchMaterial } from '@/features/admin/materials/use-materials'

export const Route = createFileRoute('/$appKey/admin/materials/edit/$id')({
  params: idParams,
  loader: ({ context, params }) => void prefetchMaterial(context.utils, params.id),
  component: MaterialsEditRoute,
})

function MaterialsEditRoute() {
  const { id } = Route.useParams()
  return <MaterialEditScreen key={id} id={id} />
}
