import { useMemo } from 'react'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'
import { bannersSearch, type BannersSearch } from '@/features/admin/parts/list/list-search'
import { searchAs } from '@/features/admin/parts/list/route-search'

const BannersScreen = lazyRouteComponent(() => import('@/features/admin/banners/banners-screen'), 'BannersScreen')

export const Route = createFileRoute('/$appKey/admin/banner')({
  validateSearch: searchAs<BannersSearch>(),
  loader: ({ context }) => void prefetchAdminBanners(context.utils),
  component: BannersRoute,
})

function BannersRoute() {
  const raw = Route.useSearch()
  const { schedule } = useMemo(() => bannersSearch(raw), [raw])
  const navigate = Route.useNavigate()
  return (
    <BannersScreen
      schedule={schedule}
      onScheduleChange={(next) => void navigate({ search: next ? { schedule: next } : {}, replace: true })}
    />
  )
}
