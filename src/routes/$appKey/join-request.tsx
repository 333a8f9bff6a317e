import { createFileRoute, Navigate } from '@tanstack/react-router'
import { isJoinRequestId } from '@/api/contract/plain/join-request-param'
import { WelcomeGateScreen } from '@/features/hub/welcome-gate/welcome-gate-screen'

/** The welcome gate of a join request (`/$appKey/join-request?join_request=<query_id>`: the address the bot gives Telegram). */
export const Route = createFileRoute('/$appKey/join-request')({
  // A number (an unquoted numeric id typed in by hand) as its text; anything else matches no id: Home.
  validateSearch: (search: Record<string, unknown>): { join_request: string } => ({ join_request: `${search.join_request as string}` }),
  component: JoinRequestRoute,
})

function JoinRequestRoute() {
  const { appKey } = Route.useParams()
  const queryId = Route.useSearch().join_request
  // A malformed id cannot open a gate: Home, the request left with the channel's admins.
  return isJoinRequestId(queryId) ? (
    <WelcomeGateScreen key={queryId} queryId={queryId} />
  ) : (
    <Navigate to="/$appKey" params={{ appKey }} replace />
  )
}
