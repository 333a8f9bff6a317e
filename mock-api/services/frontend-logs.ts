import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { FrontendLogRecord } from '../store/store'
import { appOf, containsText, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { frontendLogOf } from './resolve'

/** Reports come from anyone with the app key, so only the newest ones are kept. */
export const MAX_LOGS_PER_APP = 1000

export function create(ctx: ServiceContext, input: In<'frontendLogs.create'>): Promise<Out<'frontendLogs.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: FrontendLogRecord = {
      id: nextId(app, 'frontendLogs'),
      type: input.type,
      log: input.log,
      userId: ctx.caller?.id ?? null,
      createdAt: ctx.now().toISOString(),
    }
    app.frontendLogs.push(record)
    if (app.frontendLogs.length > MAX_LOGS_PER_APP) app.frontendLogs.splice(0, app.frontendLogs.length - MAX_LOGS_PER_APP)
    return frontendLogOf(record)
  })
}

/** Newest first; `filter[search]` finds text anywhere in the log (message, stack, url...). */
export function list(ctx: ServiceContext, input: In<'frontendLogs.list'>): Promise<Out<'frontendLogs.list'>> {
  const filter = input.filter ?? {}
  return ctx.store.read((data) => {
    const items = appOf(data, ctx.appKey)
      .frontendLogs.filter((log) => [undefined, log.type].includes(filter.type) && containsText(log.log, filter.search))
      .sort((a, b) => b.id - a.id)
    return listPage(items, input.pagination, frontendLogOf)
  })
}
