import { nextId } from '../store/next-id'
import type { AppData, TextRecord } from '../store/store'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { resolver } from './resolve'
import { detach } from './app-data'

export const adminTexts = resourceService({
  resource: 'texts',
  view: (app, record) => resolver(app, 'admin').text(record),
  fields: (app, input, current) => textFields(app, input, current?.items.map((item) => item.id) ?? []),
  /** The text also leaves every popup that showed it. */
  onRemove: (app, text) => detach(app.popups, 'textIds', text.id),
})

/**
 * Bullet items keep an id they already had in this text; new ones (or foreign ids) get a fresh one.
 * Items without an order keep the order they were sent in. A plain text keeps no items and a
 * bullet list no text, so switching kinds leaves nothing stale behind.
 */
function textFields(app: AppData, input: In<'admin.texts.create'>, ownItemIds: number[]): Omit<TextRecord, 'id'> {
  const own = new Set(ownItemIds)
  const taken = new Set<number>()
  const items =
    input.kind === 'plain'
      ? []
      : input.items
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
