import { createFileRoute } from '@tanstack/react-router'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'
import { bannersSearch } from '@/features/admin/parts/list/list-search'

export const Route = createFileRoute('/$appKey/admin/banner')({
  validateSearch: bannersSearch,
  loader: ({ context }) => void prefetchAdminBanners(context.utils),
  component: BannersRoute,
})

function BannersRoute() {
  const { schedule } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <BannersScreen
      schedule={schedule}
      onScheduleChange={(next) => void navigate({ search: next ? { schedule: next } : {}, replace: true })}
    />
  )
}
