import { z } from 'zod'
import { align, file, listQuery, nullableId, requiredText } from './common'
import { button } from './buttons'
import { linkList } from './link-lists'
import { linkType } from './links'
import { adminCrud } from './operation'
import { popupText } from './texts'

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

/**
 * Link sets live here with popups: a link may embed its popup, whose buttons have links again.
 * Every cross-module reference in these views is a getter (zod's recursive-object pattern), so the
 * modules may import each other in any order.
 */

/** A popup with its parts resolved, in the order their ids are listed. */
export const popupView = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  titleAlign: align,
  imageId: z.number().int().nullable(),
  image: file.nullable(),
  textIds: z.array(z.number().int()),
  buttonIds: z.array(z.number().int()),
  linkListIds: z.array(z.number().int()),
  get texts(): z.ZodArray<typeof popupText> {
    return z.array(popupText)
  },
  get buttons(): z.ZodArray<typeof button> {
    return z.array(button)
  },
  get linkLists(): z.ZodArray<typeof linkList> {
    return z.array(linkList)
  },
})
export type Popup = z.infer<typeof popupView>

/** Popups are resolved into links on visitor reads, so a bottom sheet needs no second call. */
export const linkSet = z.object({
  linkType,
  internalUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  popupId: z.number().int().nullable(),
    get popup(): z.ZodOptional<typeof popupView> {
    return popupView.optional()
  },
})
export type LinkSet = z.infer<typeof linkSet>

export const popupsOps = adminCrud('popups', '/admin/popups', { view: popupView, write: popupInput, query: listQuery({}) })
