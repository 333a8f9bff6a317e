import { useNavigate } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import type { JoinDecision } from '@/api/contract/welcome-gate'
import { trpc } from '@/api/trpc'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { useAppKey } from '@/session/use-app-key'
import { Spinner } from '@/ui/states/spinner'
import { audienceMessages } from '@/features/hub/audience/audience-messages'
import { becameMember } from '@/features/hub/audience/membership'
import { HubScreen } from '@/features/hub/hub-screen'
import { WelcomeGateView, type GateProblem } from '@/parts/welcome-gate/gate-view'

/** A refused read or answer of a join request, as the gate says it (null: not the gate's to say; open Home). */
function problemOf(error: unknown): GateProblem | null {
  const apiError = apiErrorOf(error)
  const code = apiError?.code
  if (code === 'join_request_expired') return 'expired'
  if (code === 'join_request_answered') return 'answered'
  if (code === 'join_request_not_found') return 'notFound'
  if (apiError?.status === 401) return 'signIn'
  // 404 without a code: a backend without join requests; Home, and the request stays with the channel's admins.
  if (apiError?.status === 404) return null
  return 'failed'
}

/**
 * The welcome gate (docs/decisions/audiences.md): the hub opened by the bot for a join request to its
 * channel (`?join_request=<query_id>`) shows the owner's rules before Home. Join approves (the visitor
 * is a member at once: the visitor reads are read again) and opens Home; Not now answers what the
 * owner chose. A request that is expired, answered or unknown says so, with the way Home; a gate
 * that is off, or a backend without it, opens Home at once.
 */
export function WelcomeGateScreen({ queryId }: { queryId: string }) {
  const t = useMessages(audienceMessages)
  const tError = useMessages(errorMessages)
  const appKey = useAppKey()
  const navigate = useNavigate()
  const store = useStore()
  const utils = trpc.useUtils()
  const request = trpc.joinRequests.get.useQuery({ queryId }, { retry: false, staleTime: Infinity })
  const answer = trpc.joinRequests.answer.useMutation()
  const [problem, setProblem] = useState<GateProblem | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const toHome = () => navigate({ to: '/$appKey', params: { appKey }, search: {}, replace: true })

  const decide = async (decision: JoinDecision, acceptedRules: boolean) => {
    setFailure(null)
    try {
      const answered = await answer.mutateAsync({ queryId, decision, acceptedRules })
      if (answered.member) await becameMember({ store, utils, appKey })
      await toHome()
    } catch (error) {
      const refused = problemOf(error)
      if (refused === 'failed' || refused === null) setFailure(t('gate.failed', { reason: tError(errorMessageKey(error)) }))
      else setProblem(refused)
    }
  }

  if (request.isPending) {
    return (
      <HubScreen busy>
        <p role="status" aria-live="polite">
          <Spinner /> {t('gate.loading')}
        </p>
      </HubScreen>
    )
  }
  const readProblem = request.isError ? problemOf(request.error) : null
  if ((request.isError && readProblem === null) || (request.isSuccess && request.data.gate === null)) {
    void toHome()
    return null
  }
  return (
    <HubScreen>
      <WelcomeGateView
        gate={request.data?.gate ?? null}
        problem={problem ?? readProblem}
        failure={failure}
        onJoin={(accepted) => decide('approve', accepted)}
        onNotNow={() => decide(request.data?.gate?.notNow ?? 'queue', false)}
        onHome={toHome}
        onRetry={() => request.refetch()}
      />
    </HubScreen>
  )
}
