import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { CategoryScreen } from '@/features/hub/category/category-screen'

export const Route = createFileRoute('/$appKey/category/$id')({
  params: idParams,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { id } = Route.useParams()
  return <CategoryScreen key={id} categoryId={id} />
}
