import { HubScreen } from '@/features/hub/hub-screen'
import { ReadState } from '@/features/hub/read-state'
import { ScreenError } from '@/features/hub/screen-error'
import { CategoryBody } from './category-body'
import { CategorySkeleton } from './category-skeleton'
import { useCategory } from './use-category'

/** Category detail (`/$appKey/category/$id`), laid out by the category's road type. */
export function CategoryScreen({ categoryId }: { categoryId: number }) {
  const category = useCategory(categoryId)
  return (
    <HubScreen busy={category.isPending}>
      <ReadState read={category} skeleton={<CategorySkeleton />} error={ScreenError}>
        {(data) => <CategoryBody category={data} />}
      </ReadState>
    </HubScreen>
  )
}
