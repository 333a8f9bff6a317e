import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { prefetchFloatingCandidates } from '@/features/admin/floating-button/use-floating-candidates'

const FloatingButtonScreen = lazyRouteComponent(
  () => import('@/features/admin/floating-button/floating-button-screen'),
  'FloatingButtonScreen',
)

export const Route = createFileRoute('/$appKey/admin/floatting-button')({
  loader: ({ context }) => void prefetchFloatingCandidates(context.utils),
  component: FloatingButtonScreen,
})
