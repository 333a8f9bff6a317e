import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { loadCategoryRecord } from '@/features/admin/categories/use-category-record'
import { prefetchCategoryTree } from '@/features/admin/categories/use-category-tree'

const CategoryEditScreen = lazyRouteComponent(() => import('@/features/admin/categories/category-form-screen'), 'CategoryEditScreen')

export const Route = createFileRoute('/$appKey/admin/category/edit/$id')({
  params: idParams,
  // The form needs the record before it renders; a failure is the screen's to show (with a retry).
  loader: async ({ context, params }) => {
    void prefetchCategoryTree(context.utils)
    await loadCategoryRecord(context.utils, params.id).catch(() => undefined)
  },
  component: CategoryEditRoute,
})

function CategoryEditRoute() {
  const { id } = Route.useParams()
  return <CategoryEditScreen key={id} id={id} />
}
