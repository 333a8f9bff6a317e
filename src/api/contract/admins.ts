import { z } from 'zod'
import { emptyToNull, id, listQuery, requiredText } from './common'
import { messages } from './messages'
import { roles } from './extensions'
import { adminCrud, adminView, op } from './operation'
import { adminRole } from './roles'

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

/**
 * An access user: a messenger user who may use the admin of this app key, in a role. Named by
 * their numeric `telegramId`, or by `username` alone: the backend resolves it to the user's id
 * (the mock knows the users who have signed in to the hub, and its dev users); a username it
 * cannot resolve is a 422 on `username`. `role` left out: a new admin is an `editor`, an update
 * keeps the role the admin has (clients that know no roles change nobody's).
 */
export const adminInput = z.object({
  telegramId: telegramId.nullable().optional(),
  name: requiredText(),
  username: emptyToNull(telegramUsername),
  email: emptyToNull(z.email()),
  role: adminRole.optional(),
})
export type AdminInput = z.input<typeof adminInput>

export const admin = z.object({
  id: z.number().int(),
  telegramId: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** Optional: a backend without roles leaves it out, and every admin is then an owner, as before. */
  role: adminRole.optional(),
  createdAt: z.string(),
})
export type Admin = z.infer<typeof admin>

const adminOne = adminView(admin)

export const adminsOps = {
  ...adminCrud('admins', '/admin/admins', {
    view: admin,
    write: adminInput,
    // `search`: text in the name, the username or the messenger id.
    query: listQuery({ telegramId: z.coerce.number().int().positive(), search: z.string().trim().max(200) }),
    roles: { read: 'owner', write: 'owner' },
    updateRefusals: ['last_owner'],
    deleteRefusals: ['last_admin', 'own_access', 'last_owner'],
    deleteDescription:
      "Removes an admin's access. Refused for the hub's last admin (409 `last_admin`), for one's own access (409 `own_access`) " +
      'and for its last owner (409 `last_owner`).',
    origin: 'spec',
  }),
  'admin.admins.handOver': op({
    method: 'POST',
    path: '/admin/admins/{id}/hand-over',
    /** `role`: the caller's own role afterwards. */
    input: z.object({ id, role: adminRole.exclude(['owner']) }),
    output: z.object({ owner: adminOne, formerOwner: adminOne }),
    access: 'admin',
    role: 'owner',
    summary: 'Hand ownership over',
    description:
      'Admin {id} becomes an owner and the caller (an owner) takes `role`, in one write recorded as one history entry, so the hub ' +
      'always keeps an owner. Handing over to oneself is a 422 on `id`.',
    origin: roles,
  }),
}
