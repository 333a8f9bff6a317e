import { createFileRoute, Navigate, useLocation } from '@tanstack/react-router'
import { joinRequestIdIn } from '@/api/contract/plain/join-request-param'
import { WelcomeGateScreen } from '@/features/hub/welcome-gate/welcome-gate-screen'

/** The welcome gate of a join request (`/$appKey/join-request?join_request=<query_id>`; Home redirects here). */
export const Route = createFileRoute('/$appKey/join-request')({
  component: JoinRequestRoute,
})

function JoinRequestRoute() {
  const { appKey } = Route.useParams()
  const queryId = joinRequestIdIn(useLocation({ select: (location) => location.searchStr }))
  // A malformed id cannot open a gate: Home, the request left with the channel's admins.
  return queryId ? <WelcomeGateScreen key={queryId} queryId={queryId} /> : <Navigate to="/$appKey" params={{ appKey }} replace />
}
