import { z } from 'zod'
import { version } from './common'

/**
 * Business refusals: answers other than validation (422 `errors`) that carry a stable `code` and
 * `params` naming what is involved, so an admin can word them in its own language; the English
 * `message` stays for other clients. On the wire: `{ "message", "code", "params", ... }`, keys
 * snake_case like everything else. A client switches on `code` (see `refusal` below).
 */

const userStamp = z.object({ userId: z.number().int(), userName: z.string(), at: z.string() })

/**
 * 409: the record (or the order) was changed since the admin read it. `params.version` is the
 * stored version; `params.changedBy` who wrote it last and when (null when nobody is on record);
 * `current` the stored record as the call would answer it (an update: the admin view; an order
 * call: the ordered list or the category).
 */
export const editConflict = z.object({
  code: z.literal('edit_conflict'),
  params: z.object({ version, changedBy: userStamp.nullable() }),
  current: z.unknown(),
})

/** Every refusal, by code. */
export const refusal = z.discriminatedUnion('code', [editConflict])
export type Refusal = z.infer<typeof refusal>
export type RefusalCode = Refusal['code']

/** The HTTP status each code answers with. */
export const refusalStatus = {
  edit_conflict: 409,
} as const satisfies Record<RefusalCode, number>
