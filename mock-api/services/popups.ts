import type { AppData, LinkRecord, PopupRecord } from '../store/store'
import { containsText, unique } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export const adminPopups = resourceService({
  resource: 'popups',
  view: (app, record) => resolver(app, 'admin').popup(record),
  fields: popupFields,
  matches: (popup, filter) => containsText(popup.name, filter.name),
  /**
   * Links that opened the popup stay in place as external links without a popup (their urls,
   * usually null, are kept), so an admin sees the gap in the form instead of losing the link.
   */
  onRemove: (app, popup) => {
    const unlink = (link: LinkRecord) => {
      if (link.popupId !== popup.id) return
      link.popupId = null
      if (link.linkType === 'popup') link.linkType = 'external'
    }
    for (const owner of [...app.categories, ...app.sections, ...app.materials, ...app.buttons, ...app.banners]) {
      owner.links.forEach(unlink)
    }
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
    name: input.name, title: input.title, titleAlign: input.titleAlign, imageId: input.imageId,
    textIds: unique(input.textIds), buttonIds: unique(input.buttonIds), linkListIds: unique(input.linkListIds),
  }
}
