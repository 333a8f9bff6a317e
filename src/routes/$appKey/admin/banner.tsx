import { createFileRoute } from '@tanstack/react-router'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { prefetchAdminBanners } from '@/features/admin/banners/use-banners'

export const Route = createFileRoute('/$appKey/admin/banner')({
  loader: ({ context }) => void prefetchAdminBanners(context.utils),
  component: BannersScreen,
})
