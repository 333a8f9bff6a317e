import { HttpProblem } from '../errors'
import type { AdminRecord, AppData, Store } from '../store/store'
import { findApp } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { adminOf } from './resolve'

/** Whether a messenger user is an admin of the app key (false for an unknown app key). */
export function isAdmin(ctx: { appKey: string; store: Store }, telegramId: number): Promise<boolean> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.admins.some((a) => a.telegramId === telegramId) ?? false)
}

export const adminAdmins = resourceService({
  resource: 'admins',
  view: (_app, record) => adminOf(record),
  fields: (app, input, current, ctx) => ({
    ...adminFields(app, input, current?.id ?? null),
    createdAt: current?.createdAt ?? ctx.now().toISOString(),
  }),
  matches: (admin, filter) => filter.telegramId === undefined || admin.telegramId === filter.telegramId,
  /** A hub keeps at least one admin, or nobody could manage it any more. */
  onRemove: (app) => {
    if (app.admins.length === 1) throw new HttpProblem(409, 'The last admin cannot be deleted.')
  },
})

function adminFields(app: AppData, input: In<'admin.admins.create'>, id: number | null): Omit<AdminRecord, 'id' | 'createdAt'> {
  const check = new ReferenceCheck(app)
  if (app.admins.some((a) => a.telegramId === input.telegramId && a.id !== id)) check.add('telegramId', 'Already an admin')
  check.throwIfAny()
  return { telegramId: input.telegramId, name: input.name, username: input.username, email: input.email }
}
