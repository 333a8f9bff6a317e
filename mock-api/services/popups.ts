import type { AppData, PopupRecord } from '../store/store'
import { refused } from '../errors'
import { containsText, unique } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'
import { namedIn, popupUsers } from './usage'
import { recordRefOf } from './record-ref'

export const adminPopups = resourceService({
  resource: 'popups',
  view: (app, record) => resolver(app, 'admin').popup(record),
  fields: popupFields,
  matches: (popup, filter) => containsText(popup.name, filter.name),
  /**
   * Refused (409 naming them) while anything still opens the popup, so no link ever points at a
   * missing popup and no banner is left doing nothing. Its own parts (texts, buttons, link lists no
   * other popup shows; a floating button stays) go with it in the same write: nothing else shows them.
   */
  onRemove: (app, popup) => {
    const others = app.popups.filter((p) => p.id !== popup.id)
    const own = <T extends { id: number }>(records: T[], ids: readonly number[], idsOf: (p: PopupRecord) => readonly number[]) =>
      new Set(records.filter((r) => ids.includes(r.id) && !others.some((p) => idsOf(p).includes(r.id))).map((r) => r.id))
    const texts = own(app.texts, popup.textIds, (p) => p.textIds)
    const buttons = own(
      app.buttons.filter((b) => !b.isToMain),
      popup.buttonIds,
      (p) => p.buttonIds,
    )
    const linkLists = own(app.linkLists, popup.linkListIds, (p) => p.linkListIds)
    const usedBy = popupUsers(app, popup.id, buttons)
    if (usedBy.length > 0) {
      throw refused(namedIn(`The popup «${popup.name}» is opened by`, usedBy), {
        code: 'popup_in_use',
        params: { popup: recordRefOf(app, 'popups', popup), usedBy },
      })
    }
    app.texts = app.texts.filter((t) => !texts.has(t.id))
    app.buttons = app.buttons.filter((b) => !buttons.has(b.id))
    app.linkLists = app.linkLists.filter((l) => !linkLists.has(l.id))
  },
})

function popupFields(app: AppData, input: In<'admin.popups.create'>): Omit<PopupRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.ids('texts', input.textIds, 'textIds')
  check.ids('buttons', input.buttonIds, 'buttonIds')
  check.ids('linkLists', input.linkListIds, 'linkListIds')
  check.throwIfAny()
  return {
    name: input.name,
    title: input.title,
    titleAlign: input.titleAlign,
    imageId: input.imageId,
    textIds: unique(input.textIds),
    buttonIds: unique(input.buttonIds),
    linkListIds: unique(input.linkListIds),
  }
}
