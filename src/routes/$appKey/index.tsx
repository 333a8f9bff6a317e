import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { prefetchHome } from '@/features/hub/home/prefetch-home'

export const Route = createFileRoute('/$appKey/')({
  codeSplitGroupings: [],
  // Opened by the bot for a join request (`?join_request=`, docs/decisions/audiences.md): the welcome gate first, in its own chunk.
  // The query string as it came (an href): TanStack's search would read a numeric-looking id as a number.
  beforeLoad: ({ location, params }) => {
    if (location.searchStr.includes('join_request='))
      redirect({ href: `/${params.appKey}/join-request${location.searchStr}`, replace: true, throw: true })
  },
  // Not awaited: Home draws its own skeletons; coming back to Home (or preloading it) starts its reads at once.
  loader: ({ context }) => void prefetchHome(context.utils),
  component: HomeScreen,
})
