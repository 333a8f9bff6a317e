import { z } from 'zod'
import { op } from './operation'
import { adminRole } from './roles'

export const user = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  languageCode: z.string().nullable(),
  isAdmin: z.boolean(),
  /**
   * Whether the user is a member of the hub's channel, checked afresh at sign-in (admins count as
   * members). Optional: a backend without audiences leaves it out.
   */
  isMember: z.boolean().optional(),
  /** The admin's role in this hub (null for visitors); optional: a backend without roles leaves it out (every admin an owner). */
  role: adminRole.nullable().optional(),
})
export type User = z.infer<typeof user>

export const authOps = {
  auth: op({
    method: 'POST',
    path: '/auth',
    input: z.object({ initData: z.string().min(1).max(8192) }),
    output: z.object({ token: z.string(), user }),
    access: 'public',
    carrier: { kind: 'initData' },
    summary: 'Sign in with Telegram launch data',
    description:
      'Exchanges Telegram launch data (`Authorization: tma <initData>`, checked with the bot token; at most 24 hours old) for a ' +
      "bearer token bound to the app key and the user, and sets the XSRF-TOKEN cookie. `user.is_admin`: the user is one of the hub's admins.",
    origin: 'spec',
  }),
}
