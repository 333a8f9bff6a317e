import { z } from 'zod'
import { file, type FileRecord } from '@/api/contract/common'
import { linkListInput, type LinkList, type LinkListInput } from '@/api/contract/link-lists'
import { popupInput, type Popup } from '@/api/contract/popups'
import { popupTextInput, type PopupText, type PopupTextInput } from '@/api/contract/texts'
import { buttonFormSchema, buttonToForm } from '@/features/admin/parts/button/button-form-values'

/** A part the server already has carries its id; a new one has none until it is saved. */
const stored = { id: z.number().int().positive().optional() }

export const linkListFormSchema = linkListInput.safeExtend(stored)
export const textFormSchema = popupTextInput.safeExtend(stored)

/**
 * The popup form: the popup's own fields and, in place of its id lists, its parts themselves,
 * each validated with its own resource's contract schema (the messages of SPEC 5).
 */
export const popupFormSchema = popupInput.omit({ textIds: true, buttonIds: true, linkListIds: true }).extend({
  image: file.nullable().optional(),
  texts: z.array(textFormSchema).max(50).default([]),
  buttons: z.array(buttonFormSchema).max(50).default([]),
  linkLists: z.array(linkListFormSchema).max(50).default([]),
})
export type PopupFormInput = z.input<typeof popupFormSchema>
export type PopupFormValues = z.output<typeof popupFormSchema>
export type TextFormInput = z.input<typeof textFormSchema>
/** A local link as the form holds it: its icon's file rides along for the preview. */
interface LocalLinkForm {
  id?: number
  title: string
  url: string
  iconId?: number | null
  icon?: FileRecord | null
}
export type LinkListFormInput = Omit<z.input<typeof linkListFormSchema>, 'localLinks'> & { localLinks?: LocalLinkForm[] }

export const newText = (kind: 'plain' | 'bullets' = 'plain'): TextFormInput => ({
  alignmentType: 'left',
  kind,
  text: '',
  items: kind === 'bullets' ? [{ value: '' }] : [],
})
export const newLinkList = (): LinkListFormInput => ({ title: '', titleAlign: 'left', type: 'materials', materialIds: [], localLinks: [] })
export const newLocalLink = (): LocalLinkForm => ({ title: '', url: '', iconId: null, icon: null })

export const emptyPopupForm = (): PopupFormInput => ({
  name: '',
  title: '',
  titleAlign: 'left',
  imageId: null,
  image: null,
  texts: [],
  buttons: [],
  linkLists: [],
})

export const textToForm = (text: PopupText): TextFormInput => ({
  id: text.id,
  alignmentType: text.alignmentType,
  kind: text.kind,
  text: text.text ?? '',
  items: [...text.items].sort((a, b) => a.order - b.order).map((item) => ({ id: item.id, value: item.value })),
})
export const linkListToForm = (list: LinkList): LinkListFormInput => ({
  id: list.id,
  title: list.title,
  titleAlign: list.titleAlign,
  type: list.type,
  materialIds: [...list.materialIds],
  localLinks: list.localLinks.map((link) => ({ id: link.id, title: link.title, url: link.url, iconId: link.iconId, icon: link.icon })),
})

export const popupToForm = (popup: Popup): PopupFormInput => ({
  name: popup.name,
  title: popup.title ?? '',
  titleAlign: popup.titleAlign,
  imageId: popup.imageId,
  image: popup.image,
  texts: popup.texts.map(textToForm),
  buttons: popup.buttons.map(buttonToForm),
  linkLists: popup.linkLists.map(linkListToForm),
})

// ---- What each resource is sent (the form's parsed values, form-only keys left out) ----

type Parsed<S extends z.ZodType> = z.output<S>

/** Bullet items are sent in the order the admin left them. */
export function textPayload(text: Parsed<typeof textFormSchema>): PopupTextInput {
  const { alignmentType, kind } = text
  return kind === 'plain'
    ? { alignmentType, kind, text: text.text, items: [] }
    : {
        alignmentType,
        kind,
        text: null,
        items: text.items.map((item, order) => ({ ...(item.id ? { id: item.id } : {}), value: item.value, order })),
      }
}

/** Only the chosen type's entries travel, so a list never keeps hidden materials or links. */
export function linkListPayload(list: Parsed<typeof linkListFormSchema>): LinkListInput {
  const { title, titleAlign, type } = list
  return {
    title,
    titleAlign,
    type,
    materialIds: type === 'materials' ? list.materialIds : [],
    localLinks:
      type === 'local'
        ? list.localLinks.map(({ id, title: linkTitle, url, iconId }) => ({ ...(id ? { id } : {}), title: linkTitle, url, iconId }))
        : [],
  }
}
