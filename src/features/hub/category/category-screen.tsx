import { HubScreen } from '@/features/hub/hub-screen'
import { isOfflineRead } from '@/features/hub/offline/offline'
import { OfflineNote, OfflineState } from '@/features/hub/offline/offline-views-lazy'
import { ScreenError } from '@/features/hub/screen-error'
import { CategoryBody } from './category-body'
import { CategorySkeleton } from './category-skeleton'
import { useCategory } from './use-category'

/** Category detail (`/$appKey/category/$id`), laid out by the category's road type. */
export function CategoryScreen({ categoryId }: { categoryId: number }) {
  const category = useCategory(categoryId)
  const offline = isOfflineRead(category)
  let body
  if (category.data !== undefined) {
    // A kept answer (a repeat visit) stays drawn when the network fails; the note says it may be old.
    body = (
      <>
        <OfflineNote show={offline} />
        <CategoryBody category={category.data} />
      </>
    )
  } else if (offline) body = <OfflineState onRetry={() => category.refetch()} />
  else if (category.isPending) body = <CategorySkeleton />
  else body = <ScreenError error={category.error} onRetry={() => category.refetch()} />
  return <HubScreen busy={category.isPending}>{body}</HubScreen>
}
