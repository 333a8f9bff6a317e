import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { AdminPlaceholderScreen } from '@/features/admin/placeholder/admin-placeholder-screen'

export const Route = createFileRoute('/$appKey/admin/category/edit/$id')({
  params: idParams,
  component: CategoryEditRoute,
})

function CategoryEditRoute() {
  const { id } = Route.useParams()
  return <AdminPlaceholderScreen title="section.categoryEdit" params={{ id }} />
}
