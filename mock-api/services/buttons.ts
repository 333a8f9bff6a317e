import type { ServiceContext } from '../context'
import { nextId } from '../store/next-id'
import type { AppData, ButtonRecord } from '../store/store'
import { appOf, byIdAscending, findById, indexOfId, listPage } from './app-data'
import type { In, Out, UpdateIn } from './operation-types'
import { ReferenceCheck } from './references'
import { resolver, type Audience } from './resolve'

type ListInput = In<'buttons.list'>

/** Active buttons; the floating button is the first of `filter[isToMain]=1`. */
export function list(ctx: ServiceContext, input: ListInput): Promise<Out<'buttons.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input))
}

export function adminList(ctx: ServiceContext, input: In<'admin.buttons.list'>): Promise<Out<'admin.buttons.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'admin', input))
}

export function adminGet(ctx: ServiceContext, input: In<'admin.buttons.get'>): Promise<Out<'admin.buttons.get'>> {
  return ctx.store.read((data) => {
    const app = appOf(data, ctx.appKey)
    return resolver(app, 'admin').button(findById(app.buttons, input.id))
  })
}

export function create(ctx: ServiceContext, input: In<'admin.buttons.create'>): Promise<Out<'admin.buttons.create'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const record: ButtonRecord = { ...buttonFields(app, input), id: nextId(app, 'buttons') }
    app.buttons.push(record)
    return resolver(app, 'admin').button(record)
  })
}

export function update(ctx: ServiceContext, input: UpdateIn<'buttons'>): Promise<Out<'admin.buttons.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const index = indexOfId(app.buttons, input.id)
    const record: ButtonRecord = { ...buttonFields(app, input), id: input.id }
    app.buttons[index] = record
    return resolver(app, 'admin').button(record)
  })
}

/** The button also leaves every popup that showed it. */
export function remove(ctx: ServiceContext, input: In<'admin.buttons.delete'>): Promise<Out<'admin.buttons.delete'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    app.buttons.splice(indexOfId(app.buttons, input.id), 1)
    for (const popup of app.popups) popup.buttonIds = popup.buttonIds.filter((id) => id !== input.id)
    return null
  })
}

function listOf(app: AppData, audience: Audience, input: ListInput) {
  const r = resolver(app, audience)
  const filter = input.filter ?? {}
  const items = app.buttons
    .filter((b) =>
      r.shown(b)
      && (filter.isActive === undefined || b.isActive === filter.isActive)
      && (filter.isToMain === undefined || b.isToMain === filter.isToMain))
    .sort(byIdAscending)
  return listPage(items, input.pagination, (b) => r.button(b))
}

function buttonFields(app: AppData, input: In<'admin.buttons.create'>): Omit<ButtonRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.links(input.links)
  check.throwIfAny()
  const { text, background, color, isActive, isToMain, links } = input
  return { text, background, color, isActive, isToMain, links }
}
