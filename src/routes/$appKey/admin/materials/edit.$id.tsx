import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/materials/edit/$id')({
  params: idParams,
  component: MaterialsEditRoute,
})

function MaterialsEditRoute() {
  const { id } = Route.useParams()
  return <AdminPlaceholderScreen title="section.materialEdit" params={{ id }} />
}
