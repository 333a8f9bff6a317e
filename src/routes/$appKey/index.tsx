import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { prefetchHome } from '@/features/hub/home/prefetch-home'

export const Route = createFileRoute('/$appKey/')({
  codeSplitGroupings: [],
  // Opened by the bot for a join request (`?join_request=`, docs/decisions/audiences.md): the welcome gate first, in its own chunk.
  // The id as it came in the query string (TanStack's search would read a numeric-looking one as a number).
  beforeLoad: ({ location, params }) => {
    const id = new URLSearchParams(location.searchStr).get('join_request')
    if (id !== null) redirect({ to: '/$appKey/join-request', params, search: { join_request: id }, replace: true, throw: true })
  },
  // Not awaited: Home draws its own skeletons; coming back to Home (or preloading it) starts its reads at once.
  loader: ({ context }) => void prefetchHome(context.utils),
  component: HomeScreen,
})
