import { createFileRoute } from '@tanstack/react-router'
import { NotFoundScreen } from '@/features/status/not-found-screen'

export const Route = createFileRoute('/$appKey/not-found')({
  component: NotFoundScreen,
})
