import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchAdminThemes } from '@/features/admin/theme/use-themes'

const ThemeScreen = lazyRouteComponent(() => import('@/features/admin/theme/theme-screen'), 'ThemeScreen')

export const Route = createFileRoute('/$appKey/admin/theme')({
  loader: ({ context }) => void prefetchAdminThemes(context.utils),
  component: ThemeScreen,
})
