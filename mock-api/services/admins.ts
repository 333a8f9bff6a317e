import type { ServiceContext } from '../context'
import { HttpProblem } from '../errors'
import { nextId } from '../store/next-id'
import type { AdminRecord, AppData, Store } from '../store/store'
import { appOf, byIdAscending, findApp, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { adminOf } from './resolve'

/** Whether a messenger user is an admin of the app key (false for an unknown app key). */
export function isAdmin(ctx: { appKey: string; store: Store }, telegramId: number): Promise<boolean> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.admins.some((a) => a.telegramId === telegramId) ?? false)
}

export function adminList(ctx: ServiceContext, input: In<'admin.admins.list'>): Promise<Out<'admin.admins.list'>> {
  return ctx.store.read((data) => {
    const telegramId = input.filter?.telegramId
    const items = appOf(data, ctx.appKey).admins
      .filter((a) => telegramId === undefined || a.telegramId === telegramId)
      .sort(byIdAscending)
    return listPage(items, input.pagination, adminOf)
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.admins.get'>): Promise<Out<'admin.admins.get'>> {
  return ctx.store.read((data) => adminOf(findById(appOf(data, ctx.appKey).admins, input.id)))
}

export function create(ctx: ServiceContext, input: In<'admin.admins.create'>): Promise<Out<'admin.admins.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: AdminRecord = {
      ...adminFields(app, input, null), id: nextId(app, 'admins'), createdAt: ctx.now().toISOString(),
    }
    app.admins.push(record)
    return adminOf(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'admins'>): Promise<Out<'admin.admins.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.admins, input.id)
    const current = app.admins[index] as AdminRecord
    const record: AdminRecord = { ...adminFields(app, input, input.id), id: input.id, createdAt: current.createdAt }
    app.admins[index] = record
    return adminOf(record)
  })
}

/** A hub keeps at least one admin, or nobody could manage it any more. */
export function remove(ctx: ServiceContext, input: In<'admin.admins.delete'>): Promise<Out<'admin.admins.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.admins, input.id)
    if (app.admins.length === 1) throw new HttpProblem(409, 'The last admin cannot be deleted.')
    app.admins.splice(index, 1)
    return null
  })
}

function adminFields(app: AppData, input: In<'admin.admins.create'>, id: number | null): Omit<AdminRecord, 'id' | 'createdAt'> {
  const check = new ReferenceCheck(app)
  if (app.admins.some((a) => a.telegramId === input.telegramId && a.id !== id)) check.add('telegramId', 'Already an admin')
  check.throwIfAny()
  return { telegramId: input.telegramId, name: input.name, username: input.username, email: input.email }
}
