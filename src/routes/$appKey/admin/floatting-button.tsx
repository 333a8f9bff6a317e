import { createFileRoute } from '@tanstack/react-router'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { prefetchFloatingCandidates } from '@/features/admin/floating-button/use-floating-candidates'

export const Route = createFileRoute('/$appKey/admin/floatting-button')({
  loader: ({ context }) => void prefetchFloatingCandidates(context.utils),
  component: FloatingButtonScreen,
})
