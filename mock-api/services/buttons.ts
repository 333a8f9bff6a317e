import { scheduleStateAt } from '@/api/contract/plain/schedule-state'
import type { ServiceContext } from '../context'
import type { AppData, ButtonRecord } from '../store/store'
import { appOf, byIdAscending, detach, listPage } from './app-data'
import type { In, Out } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver, type Audience } from './resolve'
import { scheduleFields } from './schedule'

type ListInput = In<'admin.buttons.list'>

/** Active buttons inside their window; the floating button is the first of `filter[isToMain]=1`. */
export function list(ctx: ServiceContext, input: In<'buttons.list'>): Promise<Out<'buttons.list'>> {
  return ctx.store.read((data) => listOf(appOf(data, ctx.appKey), 'visitor', input, ctx.now()))
}

export const adminButtons = resourceService({
  resource: 'buttons',
  view: (app, record) => resolver(app, 'admin').button(record),
  fields: buttonFields,
  list: (app, input, now) => listOf(app, 'admin', input, now),
  /** The button also leaves every popup that showed it. */
  onRemove: (app, button) => detach(app.popups, 'buttonIds', button.id),
})

function listOf(app: AppData, audience: Audience, input: ListInput, now: Date) {
  const r = resolver(app, audience, now)
  const filter = input.filter ?? {}
  const items = app.buttons
    .filter(
      (b) =>
        r.shown(b) &&
        (filter.isActive === undefined || b.isActive === filter.isActive) &&
        (filter.isToMain === undefined || b.isToMain === filter.isToMain) &&
        (filter.schedule === undefined || scheduleStateAt(b, now) === filter.schedule),
    )
    .sort(byIdAscending)
  return listPage(items, input.pagination, (b) => r.button(b))
}

function buttonFields(app: AppData, input: In<'admin.buttons.create'>): Omit<ButtonRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.links(input.links)
  check.throwIfAny()
  const { text, background, color, isActive, isToMain, links } = input
  return { text, background, color, isActive, isToMain, links, ...scheduleFields(input) }
}
