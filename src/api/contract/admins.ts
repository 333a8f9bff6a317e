import { z } from 'zod'
import { listQuery, requiredText } from './common'
import { adminCrud } from './operation'

/** An access user: a messenger user who may use the admin of this app key. */
export const adminInput = z.object({
  telegramId: z.number().int().positive(),
  name: requiredText(),
  username: z.string().trim().max(64).nullable().default(null),
  email: z.union([z.literal('').transform(() => null), z.null(), z.email()]).optional().default(null),
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
})
