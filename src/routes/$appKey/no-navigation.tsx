import { createFileRoute } from '@tanstack/react-router'
import { NoNavigationScreen } from '@/features/status/no-navigation-screen'

export const Route = createFileRoute('/$appKey/no-navigation')({
  component: NoNavigationScreen,
})
