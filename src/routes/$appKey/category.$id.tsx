import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { CategoryScreen } from '@/features/hub/category/category-screen'
import { prefetchCategory } from '@/features/hub/category/use-category'

export const Route = createFileRoute('/$appKey/category/$id')({
  params: idParams,
  // Not awaited: the screen draws its own skeleton and error states; preloading on intent starts the data too.
  loader: ({ context, params }) => void prefetchCategory(context.utils, params.id),
  component: CategoryRoute,
})

function CategoryRoute() {
  const { id } = Route.useParams()
  return <CategoryScreen key={id} categoryId={id} />
}
