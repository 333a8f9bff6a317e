import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '@/features/admin/parts/list/list-search'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'

export const Route = createFileRoute('/$appKey/admin/banner')({
  // The lists' one validator (route options are in the visitor's first load); the carousel uses its schedule filter.
  validateSearch: listSearch,
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
