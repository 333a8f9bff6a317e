import type { ServiceContext } from '../context'
import type { ThemeRecord } from '../store/store'
import { appOf, byIdAscending, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { themeOf } from './resolve'

/** Every theme, oldest first: the hub applies the first. */
export function list(ctx: ServiceContext, input: In<'themes.list'>): Promise<Out<'themes.list'>> {
  return ctx.store.read((data) => listPage([...appOf(data, ctx.appKey).themes].sort(byIdAscending), input.pagination, themeOf))
}

export const adminThemes = resourceService({
  resource: 'themes',
  view: (_app, record) => themeOf(record),
  fields: (_app, input) => themeFields(input),
})

function themeFields(input: In<'admin.themes.create'>): Omit<ThemeRecord, 'id'> {
  return { type: input.type, backgroundColor: input.backgroundColor, textColor: input.textColor }
}
