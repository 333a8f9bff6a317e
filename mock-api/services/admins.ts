import { fieldMessages as messages } from '@/api/contract/plain/field-messages'
import { refused } from '../errors'
import type { AdminRecord, AppData, Store } from '../store/store'
import { containsText, findApp } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { adminOf } from './resolve'
import { recordRefOf } from './record-ref'

/** Whether a messenger user is an admin of the app key (false for an unknown app key). */
export function isAdmin(ctx: { appKey: string; store: Store }, telegramId: number): Promise<boolean> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.admins.some((a) => a.telegramId === telegramId) ?? false)
}

const LAST_ADMIN = 'The last admin cannot be deleted.'
const OWN_ACCESS = 'You cannot remove your own access.'

export const adminAdmins = resourceService({
  resource: 'admins',
  view: (_app, record) => adminOf(record),
  fields: (app, input, current, ctx) => ({
    ...adminFields(app, input, current, ctx.caller?.id ?? null),
    createdAt: current?.createdAt ?? ctx.now().toISOString(),
  }),
  matches: (admin, filter) =>
    (filter.telegramId === undefined || admin.telegramId === filter.telegramId) &&
    containsText(`${admin.name} ${admin.username ?? ''} ${String(admin.telegramId)}`, filter.search),
  /**
   * A hub keeps at least one admin, or nobody could manage it any more; and an admin cannot remove
   * their own access (another admin has to), so nobody locks themselves out by a slip.
   */
  onRemove: (app, record, ctx) => {
    const admin = recordRefOf(app, 'admins', record)
    if (app.admins.length === 1) throw refused(LAST_ADMIN, { code: 'last_admin', params: { admin } })
    if (record.telegramId === ctx.caller?.id) throw refused(OWN_ACCESS, { code: 'own_access', params: { admin } })
  },
})

function adminFields(
  app: AppData,
  input: In<'admin.admins.create'>,
  current: AdminRecord | null,
  callerId: number | null,
): Omit<AdminRecord, 'id' | 'createdAt'> {
  const check = new ReferenceCheck(app)
  if (app.admins.some((a) => a.telegramId === input.telegramId && a.id !== current?.id)) check.add('telegramId', messages.alreadyAdmin)
  // Changing one's own id would take away one's own access, as a removal would.
  if (current && current.telegramId === callerId && input.telegramId !== callerId) check.add('telegramId', messages.ownTelegramId)
  check.throwIfAny()
  return { telegramId: input.telegramId, name: input.name, username: input.username, email: input.email }
}
