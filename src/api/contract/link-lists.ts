import { z } from 'zod'
import { align, file, listQuery, nullableId, requiredText, safeUrl } from './common'
import { messages } from './messages'
import { adminCrud } from './operation'
import { material } from './materials'

export const linkListType = z.enum(['materials', 'local'])

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

export const localLink = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  iconId: z.number().int().nullable(),
  icon: file.nullable(),
})

export const linkList = z.object({
  id: z.number().int(),
  title: z.string(),
  titleAlign: align,
  type: linkListType,
  materialIds: z.array(z.number().int()),
  localLinks: z.array(localLink),
  /** Resolved on visitor reads (only active materials, in `materialIds` order). */
  get materials(): z.ZodOptional<z.ZodArray<typeof material>> {
    return z.array(material).optional()
  },
})
export type LinkList = z.infer<typeof linkList>

export const linkListsOps = adminCrud('linkLists', '/admin/link-lists', {
  view: linkList,
  write: linkListInput,
  query: listQuery({ type: linkListType }),
})
