import { z } from 'zod'
import { align, id, listQuery, nullableId, requiredText, safeUrl } from './common'
import { messages } from './messages'
import { linkList, linkListType } from './linked-views'
import { adminCrud } from './operation'
import { CONTENT_ROLES } from './roles'

export { linkList, linkListType, localLink, type LinkList } from './linked-views'

const localLinkInput = z.object({
  id: z.number().int().positive().optional(),
  title: requiredText(),
  url: safeUrl,
  iconId: nullableId,
})

export const linkListInput = z
  .object({
    title: requiredText(),
    titleAlign: align.default('left'),
    type: linkListType.default('materials'),
    materialIds: z.array(z.number().int().positive()).max(100).default([]),
    localLinks: z.array(localLinkInput).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'materials' && value.materialIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['materialIds'], message: messages.materialsRequired })
    }
    if (value.type === 'local' && value.localLinks.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['localLinks'], message: messages.localLinksRequired })
    }
  })
export type LinkListInput = z.input<typeof linkListInput>

export const linkListsOps = adminCrud('linkLists', '/admin/link-lists', {
  roles: CONTENT_ROLES,
  view: linkList,
  write: linkListInput,
  // `materialId`: the lists showing a material (the materials screen says what uses one before deleting it).
  query: listQuery({ type: linkListType, materialId: id }),
  origin: 'spec',
})
