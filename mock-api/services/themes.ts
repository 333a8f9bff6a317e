import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { ThemeRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { themeOf } from './resolve'

/** Every theme, oldest first: the hub applies the first. */
export function list(ctx: ServiceContext, input: In<'themes.list'>): Promise<Out<'themes.list'>> {
  return ctx.store.read((data) => listPage([...appOf(data, ctx.appKey).themes].sort(byIdAscending), input.pagination, themeOf))
}

export function adminList(ctx: ServiceContext, input: In<'admin.themes.list'>): Promise<Out<'admin.themes.list'>> {
  return ctx.store.read((data) => listPage([...appOf(data, ctx.appKey).themes].sort(byIdAscending), input.pagination, themeOf))
}

export function adminGet(ctx: ServiceContext, input: In<'admin.themes.get'>): Promise<Out<'admin.themes.get'>> {
  return ctx.store.read((data) => themeOf(findById(appOf(data, ctx.appKey).themes, input.id)))
}

export function create(ctx: ServiceContext, input: In<'admin.themes.create'>): Promise<Out<'admin.themes.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: ThemeRecord = { ...themeFields(input), id: nextId(app, 'themes') }
    app.themes.push(record)
    return themeOf(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'themes'>): Promise<Out<'admin.themes.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.themes, input.id)
    const record: ThemeRecord = { ...themeFields(input), id: input.id }
    app.themes[index] = record
    return themeOf(record)
  })
}

export function remove(ctx: ServiceContext, input: In<'admin.themes.delete'>): Promise<Out<'admin.themes.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.themes.splice(indexOfId(app.themes, input.id), 1)
    return null
  })
}

function themeFields(input: In<'admin.themes.create'>): Omit<ThemeRecord, 'id'> {
  return { type: input.type, backgroundColor: input.backgroundColor, textColor: input.textColor }
}
