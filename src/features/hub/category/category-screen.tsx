import { HubScreen } from '@/features/hub/hub-screen'
import { ScreenError } from '@/features/hub/screen-error'
import { CategoryBody } from './category-body'
import { CategorySkeleton } from './category-skeleton'
import { useCategory } from './use-category'

/** Category detail (`/$appKey/category/$id`), laid out by the category's road type. */
export function CategoryScreen({ categoryId }: { categoryId: number }) {
  const category = useCategory(categoryId)
  let body
  if (category.isPending) body = <CategorySkeleton />
  else if (category.isError) body = <ScreenError error={category.error} onRetry={() => category.refetch()} />
  else body = <CategoryBody category={category.data} />
  return <HubScreen busy={category.isPending}>{body}</HubScreen>
}
