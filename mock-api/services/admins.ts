import { messages } from '@/api/contract/messages'
import type { AdminRole } from '@/api/contract/roles'
import type { ServiceContext } from '../context'
import { refused, unprocessable } from '../errors'
import type { AdminRecord, AppData, Store } from '../store/store'
import { appOf, containsText, findApp, indexOfId } from './app-data'
import { recordAudit, relatedChanges } from './audit'
import { userIdByUsername } from './known-users'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { adminOf } from './resolve'
import { recordRefOf } from './record-ref'
import { versionOf } from './versions'

/** A messenger user's role among the app key's admins; null when they are none (or the app key is unknown). */
export function roleOf(ctx: { appKey: string; store: Store }, telegramId: number): Promise<AdminRole | null> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.admins.find((a) => a.telegramId === telegramId)?.role ?? null)
}

const LAST_ADMIN = 'The last admin cannot be deleted.'
const OWN_ACCESS = 'You cannot remove your own access.'
const OWN_ID = 'You cannot change your own messenger id: you would lose access.'
const LAST_OWNER = 'The last owner cannot be removed or given another role: hand ownership over first.'
/** A new admin sent without a role (a client that knows no roles) may edit content, not manage access. */
const DEFAULT_ROLE: AdminRole = 'editor'

const isOtherOwner = (app: AppData, record: AdminRecord) => app.admins.some((a) => a.id !== record.id && a.role === 'owner')

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
   * A hub keeps at least one admin and one owner, or nobody could manage it (or its admins) any
   * more; and an admin cannot remove their own access (another admin has to), so nobody locks
   * themselves out by a slip.
   */
  onRemove: (app, record, ctx) => {
    const admin = recordRefOf(app, 'admins', record)
    if (app.admins.length === 1) throw refused(LAST_ADMIN, { code: 'last_admin', params: { admin } })
    if (record.telegramId === ctx.caller?.id) throw refused(OWN_ACCESS, { code: 'own_access', params: { admin } })
    if (record.role === 'owner' && !isOtherOwner(app, record)) throw refused(LAST_OWNER, { code: 'last_owner', params: { admin } })
  },
})

/**
 * The stored fields of an admin: the messenger id as sent, or resolved from `username` (422 on
 * `username` when nobody by that name is known); the role as sent, else the one the admin has
 * (an editor when new). The last owner keeps their role (409 last_owner).
 */
function adminFields(
  app: AppData,
  input: In<'admin.admins.create'>,
  current: AdminRecord | null,
  callerId: number | null,
): Omit<AdminRecord, 'id' | 'createdAt'> {
  const check = new ReferenceCheck(app)
  let telegramId = input.telegramId ?? null
  if (telegramId === null && input.username === null) check.add('telegramId', messages.telegramIdOrUsername)
  else if (telegramId === null && input.username !== null) {
    telegramId = userIdByUsername(app, input.username)
    if (telegramId === null)
      check.add('username', `Nobody called @${input.username} is known to this hub: they open the hub once, or enter their numeric id.`)
  }
  if (telegramId !== null && app.admins.some((a) => a.telegramId === telegramId && a.id !== current?.id)) {
    check.add(input.telegramId == null ? 'username' : 'telegramId', 'Already an admin')
  }
  // Changing one's own id would take away one's own access, as a removal would.
  if (current && current.telegramId === callerId && telegramId !== null && telegramId !== callerId) check.add('telegramId', OWN_ID)
  check.throwIfAny()
  const role = input.role ?? current?.role ?? DEFAULT_ROLE
  if (current?.role === 'owner' && role !== 'owner' && !isOtherOwner(app, current)) {
    throw refused(LAST_OWNER, { code: 'last_owner', params: { admin: recordRefOf(app, 'admins', current) } })
  }
  return { telegramId: telegramId as number, name: input.name, username: input.username, email: input.email, role }
}

/**
 * POST /admin/admins/{id}/hand-over: admin `id` becomes an owner and the caller (an owner) takes
 * `role`, in one write recorded as one history entry (the caller's change among its related ones).
 */
export function handOver(ctx: ServiceContext, input: In<'admin.admins.handOver'>): Promise<Out<'admin.admins.handOver'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.admins, input.id)
    const target = app.admins[index] as AdminRecord
    const view = (record: AdminRecord) => ({ ...adminOf(record), version: versionOf(record) })
    const callerId = ctx.caller?.id ?? null
    if (target.telegramId === callerId) throw unprocessable({ id: ['Choose another admin: ownership cannot be handed over to yourself.'] })
    const mine = app.admins.findIndex((a) => a.telegramId === callerId)
    if (mine < 0) throw unprocessable({ id: ['Only an admin of this hub can hand its ownership over.'] })
    const owner: AdminRecord = { ...target, role: 'owner', version: versionOf(target) + 1 }
    app.admins[index] = owner
    app.admins[mine] = { ...(app.admins[mine] as AdminRecord), role: input.role }
    const related = relatedChanges(app, { resource: 'admins', id: owner.id })
    recordAudit(app, ctx, { action: 'update', resource: 'admins', recordId: owner.id, before: target, after: owner, related })
    return { owner: view(owner), formerOwner: view(app.admins[mine]) }
  })
}
