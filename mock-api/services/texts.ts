import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, TextRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { resolver } from './resolve'

export function adminList(ctx: ServiceContext, input: In<'admin.texts.list'>): Promise<Out<'admin.texts.list'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return listPage([...app.texts].sort(byIdAscending), input.pagination, resolver(app, 'admin').text)
  })
}

export function adminGet(ctx: ServiceContext, input: In<'admin.texts.get'>): Promise<Out<'admin.texts.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').text(findById(app.texts, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.texts.create'>): Promise<Out<'admin.texts.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: TextRecord = { id: nextId(app, 'texts'), ...textFields(app, input, []) }
    app.texts.push(record)
    return resolver(app, 'admin').text(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'texts'>): Promise<Out<'admin.texts.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.texts, input.id)
    const current = app.texts[index] as TextRecord
    const record: TextRecord = { id: input.id, ...textFields(app, input, current.items.map((item) => item.id)) }
    app.texts[index] = record
    return resolver(app, 'admin').text(record)
  })
}

/** The text also leaves every popup that showed it. */
export function remove(ctx: ServiceContext, input: In<'admin.texts.delete'>): Promise<Out<'admin.texts.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.texts.splice(indexOfId(app.texts, input.id), 1)
    for (const popup of app.popups) popup.textIds = popup.textIds.filter((id) => id !== input.id)
    return null
  })
}

/**
 * Bullet items keep an id they already had in this text; new ones (or foreign ids) get a fresh one.
 * Items without an order keep the order they were sent in. A plain text keeps no items and a
 * bullet list no text, so switching kinds leaves nothing stale behind.
 */
function textFields(app: AppData, input: In<'admin.texts.create'>, ownItemIds: number[]): Omit<TextRecord, 'id'> {
  const own = new Set(ownItemIds)
  const taken = new Set<number>()
  const items = input.kind === 'plain' ? [] : input.items
    .map((item, position) => {
      const keep = item.id !== undefined && own.has(item.id) && !taken.has(item.id)
      const id = keep && item.id !== undefined ? item.id : nextId(app, 'textItems')
      taken.add(id)
      return { id, value: item.value, order: item.order ?? position }
    })
    .sort((a, b) => a.order - b.order)
  return {
    alignmentType: input.alignmentType,
    kind: input.kind,
    text: input.kind === 'plain' ? input.text : null,
    items,
  }
}
