import { z } from 'zod'
import { emptyToNull, listQuery, requiredText } from './common'
import { messages } from './messages'
import { adminCrud } from './operation'

/** A messenger user id: Telegram's ids are positive whole numbers. */
export const telegramId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.telegramId) })
  .int(messages.telegramId)
  .positive(messages.telegramId)
  .max(Number.MAX_SAFE_INTEGER, messages.telegramId)

/**
 * A Telegram username by Telegram's rule: 5-32 latin letters, digits and underscores. A leading
 * @ is dropped, not refused (people copy `@name` from the app; docs/decisions/contract-and-errors.md); stored without it.
 */
export const telegramUsername = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9_]{5,32}$/, messages.telegramUsername))

/** An access user: a messenger user who may use the admin of this app key. */
export const adminInput = z.object({
  telegramId,
  name: requiredText(),
  username: emptyToNull(telegramUsername),
  email: emptyToNull(z.email()),
})
export type AdminInput = z.input<typeof adminInput>

export const admin = z.object({
  id: z.number().int(),
  telegramId: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
})
export type Admin = z.infer<typeof admin>

export const adminsOps = adminCrud('admins', '/admin/admins', {
  view: admin,
  write: adminInput,
  // `search`: text in the name, the username or the messenger id.
  query: listQuery({ telegramId: z.coerce.number().int().positive(), search: z.string().trim().max(200) }),
  deleteRefusals: ['last_admin', 'own_access'],
  deleteDescription:
    "Removes an admin's access. Refused for the hub's last admin (409 `last_admin`) and for one's own access (409 `own_access`).",
  origin: 'spec',
})
