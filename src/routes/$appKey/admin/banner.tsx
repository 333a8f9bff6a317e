import { createFileRoute } from '@tanstack/react-router'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'

interface BannersSearch {
  /** The schedule filter (`filter[schedule]`). */
  schedule?: 'scheduled' | 'live' | 'ended'
}

export const Route = createFileRoute('/$appKey/admin/banner')({
  // By hand, not zod: route options are bundled with the visitor's route tree.
  validateSearch: (search: Record<string, unknown>): BannersSearch =>
    search.schedule === 'scheduled' || search.schedule === 'live' || search.schedule === 'ended' ? { schedule: search.schedule } : {},
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
