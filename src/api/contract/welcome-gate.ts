import { z } from 'zod'
import { requiredText, safeUrl, version } from './common'
import { messages } from './messages'
import { op } from './operation'

/**
 * The welcome gate: what a channel's join request opens instead of Home (Bot API's
 * `sendChatJoinRequestWebApp`): the owner's title and rules, links to read first, an optional
 * "I accept the rules" checkbox, and Join / Not now. One per hub.
 */

/** What "Not now" answers Telegram: `decline` the request, or `queue` it (leave it pending for the channel's admins). */
export const notNow = z.enum(['decline', 'queue'])

/** What the visitor decided: `approve` makes them a member at once; `queue` leaves the request to the admins. */
export const joinDecision = z.enum(['approve', 'decline', 'queue'])
export type JoinDecision = z.infer<typeof joinDecision>

export const gateLinkInput = z.object({ title: requiredText(100), url: safeUrl })

export const welcomeGateInput = z
  .object({
    enabled: z.boolean(),
    title: z.string().trim().max(200).default(''),
    text: z.string().trim().max(4000).default(''),
    links: z.array(gateLinkInput).max(10).default([]),
    /** The visitor must tick "I accept the rules" before Join (the approve call says so: `accepted_rules`). */
    requireAccept: z.boolean().default(false),
    notNow: notNow.default('queue'),
    /** The version the admin edited: another stored one is 409 `edit_conflict`; left out, the update is accepted. */
    version: version.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return
    for (const field of ['title', 'text'] as const) {
      if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: messages.welcomeGateTextRequired })
    }
  })
export type WelcomeGateInput = z.input<typeof welcomeGateInput>

const gateLink = z.object({ title: z.string(), url: z.string() })

/** The gate as a visitor meets it. */
export const welcomeGateView = z.object({
  title: z.string(),
  text: z.string(),
  links: z.array(gateLink),
  requireAccept: z.boolean(),
  notNow,
})

/** The gate as its admins read and write it: off until turned on (a new hub's is off, empty). */
export const welcomeGate = welcomeGateView.extend({ enabled: z.boolean(), version })
export type WelcomeGate = z.infer<typeof welcomeGate>

/**
 * A join request as the visitor it belongs to reads it: pending (answered, expired and unknown ones
 * are refused with their codes), and the gate to show (null while the gate is off: open Home and
 * leave the request to the channel's admins).
 */
export const joinRequest = z.object({
  queryId: z.string(),
  status: z.literal('pending'),
  expiresAt: z.string(),
  gate: welcomeGateView.nullable(),
})

export const joinAnswer = z.object({
  queryId: z.string(),
  decision: joinDecision,
  /** Whether the caller is a member of the hub's channel now (true after `approve`). */
  member: z.boolean(),
})

const joinRefusals = ['join_request_not_found', 'join_request_expired', 'join_request_answered'] as const

/** Path parameter: any text, so that a malformed id is refused by the service with its code (404 join_request_not_found). */
const queryId = z.string()

export const welcomeGateOps = {
  'admin.welcomeGate.get': op({
    method: 'GET',
    path: '/admin/welcome-gate',
    input: z.object({}).optional(),
    output: welcomeGate,
    access: 'admin',
    summary:
      "The hub's welcome gate for join requests, with its version (off and empty until an admin sets it). " +
      'Extension beyond SPEC 7; on a 404 the admin hides the gate screen and says why',
  }),
  'admin.welcomeGate.update': op({
    method: 'PUT',
    path: '/admin/welcome-gate',
    input: welcomeGateInput,
    output: welcomeGate,
    access: 'admin',
    refusals: ['edit_conflict'],
    summary:
      'Replace the welcome gate (title and text required while it is on); with version, only that one. Recorded in the history. ' +
      'Extension beyond SPEC 7; on a 404 the admin hides the gate screen and says why',
  }),
  'joinRequests.get': op({
    method: 'GET',
    path: '/join-requests/{queryId}',
    input: z.object({ queryId }),
    output: joinRequest,
    access: 'public',
    refusals: joinRefusals,
    summary:
      "The caller's pending join request and the gate to show; counts the gate as shown (once a request). Signed in only (401); " +
      'a hub that requires a subscription still answers (the caller is joining). Extension beyond SPEC 7; on a 404 the hub opens Home',
  }),
  'joinRequests.answer': op({
    method: 'POST',
    path: '/join-requests/{queryId}',
    input: z.object({ queryId, decision: joinDecision, acceptedRules: z.boolean().optional() }),
    output: joinAnswer,
    access: 'public',
    refusals: joinRefusals,
    summary:
      "Answer the caller's join request (the backend calls answerChatJoinRequestQuery): approve makes the caller a member at once; " +
      'a gate with requireAccept needs accepted_rules: true to approve (422). Extension beyond SPEC 7; on a 404 the hub opens Home',
  }),
}
