import { createFileRoute } from '@tanstack/react-router'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { prefetchAdminThemes } from '@/features/admin/theme/use-themes'

export const Route = createFileRoute('/$appKey/admin/theme')({
  loader: ({ context }) => void prefetchAdminThemes(context.utils),
  component: ThemeScreen,
})
