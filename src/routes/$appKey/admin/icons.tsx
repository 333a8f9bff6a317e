import { createFileRoute } from '@tanstack/react-router'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { prefetchIcons } from '@/features/admin/icons/use-icons'

export const Route = createFileRoute('/$appKey/admin/icons')({
  loader: ({ context }) => void prefetchIcons(context.utils),
  component: IconsScreen,
})
