import { z } from 'zod'
import { align, listQuery, nullableId, requiredText } from './common'
import { popupView } from './linked-views'
import { adminCrud } from './operation'
import { CONTENT_ROLES } from './roles'

export { linkSet, popupView, type LinkSet, type Popup } from './linked-views'

const ids = z.array(z.number().int().positive()).max(50).default([])

export const popupInput = z.object({
  name: requiredText(),
  title: z.string().trim().max(200).nullable().default(null),
  titleAlign: align.default('left'),
  imageId: nullableId,
  textIds: ids,
  buttonIds: ids,
  linkListIds: ids,
})
export type PopupInput = z.input<typeof popupInput>

/** `filter[name]`: popups whose name holds this text (any case), for the list's search box. */
const popupQuery = listQuery({ name: z.string().max(200) })

export const popupsOps = adminCrud('popups', '/admin/popups', {
  roles: CONTENT_ROLES,
  view: popupView,
  write: popupInput,
  query: popupQuery,
  deleteRefusals: ['popup_in_use'],
  deleteDescription:
    'Deletes the popup with its own texts, buttons and link lists. Refused (409 `popup_in_use`) while a category, section, ' +
    'material, button or banner opens it.',
  origin: 'spec',
})
