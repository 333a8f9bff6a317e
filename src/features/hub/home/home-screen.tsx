import { VisuallyHidden } from '@/ui/visually-hidden'
import { BannerCarousel } from '@/features/hub/banners/banner-carousel'
import { useBanners } from '@/features/hub/banners/use-banners'
import { CategoryList } from '@/features/hub/categories/category-list'
import { useRootCategories } from '@/features/hub/categories/use-root-categories'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import { HubScreen } from '@/features/hub/hub-screen'
import { AdminEntry } from './admin-entry'
import { BannerSkeleton, CategoryListSkeleton } from './home-skeleton'
import { HomeEmpty, HomeError } from './lazy-home-states'

/** Home (`/$appKey`): banners, the root categories in their order, and the floating button. */
export function HomeScreen() {
  const t = useMessages(hubMessages)
  const categories = useRootCategories()
  const banners = useBanners()
  const bannerList = banners.data?.data ?? []

  let body
  if (categories.isPending) {
    body = <CategoryListSkeleton />
  } else if (categories.isError) {
    body = <HomeError error={categories.error} onRetry={() => Promise.all([categories.refetch(), banners.refetch()])} />
  } else if (categories.data.data.length === 0 && bannerList.length === 0 && !banners.isPending) {
    body = <HomeEmpty title={t('home.emptyTitle')} message={t('home.emptyMessage')} />
  } else {
    body = <CategoryList categories={categories.data.data} label={t('home.categories')} />
  }

  return (
    <HubScreen withFloatingButton busy={categories.isPending}>
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      {banners.isPending && !categories.isError ? <BannerSkeleton /> : <BannerCarousel banners={bannerList} />}
      {body}
      <AdminEntry />
    </HubScreen>
  )
}
