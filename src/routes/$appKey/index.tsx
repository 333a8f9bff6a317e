import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { prefetchHome } from '@/features/hub/home/prefetch-home'

export const Route = createFileRoute('/$appKey/')({
  codeSplitGroupings: [],
  // Not awaited: Home draws its own skeletons; coming back to Home (or preloading it) starts its reads at once.
  loader: ({ context }) => void prefetchHome(context.utils),
  component: HomeScreen,
})
