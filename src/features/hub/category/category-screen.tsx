import { HubScreen } from '@/features/hub/hub-screen'
import { ReadState } from '@/features/hub/read-state'
import { ScreenError } from '@/features/hub/screen-error'
import { ShareSlot } from '@/features/hub/share/share-slot'
import { CategoryBody } from './category-body'
import { CategorySkeleton } from './category-skeleton'
import { useCategory } from './use-category'

/** Category detail (`/$appKey/category/$id`), laid out by the category's road type. */
export function CategoryScreen({ categoryId }: { categoryId: number }) {
  const category = useCategory(categoryId)
  return (
    <HubScreen busy={category.isPending}>
      <ReadState read={category} skeleton={<CategorySkeleton />} error={ScreenError}>
        {(data) => (
          <>
            <CategoryBody category={data} />
            <ShareSlot
              target="category"
              id={data.id}
              title={data.title}
              screen={{ screen: 'category', id: data.id }}
              shareable={data.shareable}
            />
          </>
        )}
      </ReadState>
    </HubScreen>
  )
}
