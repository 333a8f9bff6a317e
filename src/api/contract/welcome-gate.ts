import { z } from 'zod'
import { requiredText, safeUrl, version } from './common'
import { welcomeGate as welcomeGateExtension } from './extensions'
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
    role: 'analyst',
    summary: "Read the hub's welcome gate",
    description:
      "The welcome gate a join request to the hub's channel opens instead of Home: on/off, title, text (the rules), links to read " +
      'first, whether "I accept the rules" must be ticked, and what "Not now" answers. Off and empty until an admin sets it.',
    origin: welcomeGateExtension,
  }),
  'admin.welcomeGate.update': op({
    method: 'PUT',
    path: '/admin/welcome-gate',
    input: welcomeGateInput,
    output: welcomeGate,
    access: 'admin',
    role: 'owner',
    refusals: ['edit_conflict'],
    summary: 'Replace the welcome gate',
    description:
      'A full replacement; title and text are required while it is on; links are http, https or tg. With `version`, only that ' +
      'version is replaced (409 `edit_conflict` with the stored gate otherwise). Recorded in the history (`resource: welcomeGate`), ' +
      'where it can be restored.',
    origin: welcomeGateExtension,
  }),
  'joinRequests.get': op({
    method: 'GET',
    path: '/join-requests/{queryId}',
    input: z.object({ queryId }),
    output: joinRequest,
    access: 'signedIn',
    refusals: joinRefusals,
    summary: 'Read a join request and its gate',
    description:
      "The caller's own pending join request (its id came in the hub's address, `?join_request=<query_id>`) and the gate to show " +
      '(null while the gate is off: open Home). The first read of a request counts the gate as shown that day. Signed in only ' +
      "(401); a hub that requires membership answers too (the caller is joining). Unknown, malformed or another user's ids: 404 " +
      '`join_request_not_found`; answered or expired: 409.',
    origin: welcomeGateExtension,
  }),
  'joinRequests.answer': op({
    method: 'POST',
    path: '/join-requests/{queryId}',
    input: z.object({ queryId, decision: joinDecision, acceptedRules: z.boolean().optional() }),
    output: joinAnswer,
    access: 'signedIn',
    refusals: joinRefusals,
    summary: 'Answer a join request',
    description:
      "The caller's decision, passed on to Telegram (`answerChatJoinRequestQuery`): `approve` lets them into the channel and makes " +
      'them a member at once (no membership cache to wait out); `decline` refuses; `queue` leaves it to the channel\'s admins ("Not ' +
      'now" sends the gate\'s `not_now`). A gate with `require_accept` needs `accepted_rules: true` to approve (422). Once only: a ' +
      'second answer is 409 `join_request_answered`, nothing changed.',
    origin: welcomeGateExtension,
  }),
}
