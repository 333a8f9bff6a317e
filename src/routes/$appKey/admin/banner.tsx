import { createFileRoute } from '@tanstack/react-router'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'
import { isSchedule } from '@/features/admin/parts/list/list-input'
import { listSearch } from '@/features/admin/parts/list/list-search'

export const Route = createFileRoute('/$appKey/admin/banner')({
  loader: ({ context }) => void prefetchAdminBanners(context.utils),
  component: BannersRoute,
})

/** The schedule filter (`?schedule=`) read in the split component, not by validateSearch: route options weigh on the visitor's first load. */
function BannersRoute() {
  const { schedule } = listSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return (
    <BannersScreen
      schedule={isSchedule(schedule) ? schedule : undefined}
      onScheduleChange={(next) => void navigate({ search: next ? { schedule: next } : {}, replace: true })}
    />
  )
}
