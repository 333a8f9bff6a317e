import { VisuallyHidden } from '@/ui/visually-hidden'
import { BannerCarousel } from '@/features/hub/banners/banner-carousel'
import { useBanners } from '@/features/hub/banners/use-banners'
import { CategoryList } from '@/features/hub/categories/category-list'
import { useRootCategories } from '@/features/hub/categories/use-root-categories'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import { HubScreen } from '@/features/hub/hub-screen'
import { isOfflineRead } from '@/features/hub/offline/offline'
import { ReadState } from '@/features/hub/read-state'
import { AdminEntry } from './admin-entry'
import { BannerSkeleton, CategoryListSkeleton } from './home-skeleton'
import { HomeEmpty, HomeError } from './home-states-lazy'

/** Home (`/$appKey`): banners, the root categories in their order, and the floating button. */
export function HomeScreen() {
  const t = useMessages(hubMessages)
  const categories = useRootCategories()
  const banners = useBanners()
  const bannerList = banners.data?.data ?? []
  // Drawn from what was kept (a repeat visit) while the network does not answer: the kept screen, with a note.
  const offline = isOfflineRead(categories) || isOfflineRead(banners)

  return (
    <HubScreen withFloatingButton busy={categories.isPending}>
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <ReadState
        read={categories}
        offline={offline}
        retry={() => Promise.all([categories.refetch(), banners.refetch()])}
        skeleton={<CategoryListSkeleton />}
        error={HomeError}
        top={banners.isPending && !categories.isError && !offline ? <BannerSkeleton /> : <BannerCarousel banners={bannerList} />}
      >
        {({ data }) =>
          data.length === 0 && bannerList.length === 0 && !banners.isPending ? (
            <HomeEmpty title={t('home.emptyTitle')} message={t('home.emptyMessage')} />
          ) : (
            <CategoryList categories={data} label={t('home.categories')} />
          )
        }
      </ReadState>
      <AdminEntry />
    </HubScreen>
  )
}
