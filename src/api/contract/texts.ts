import { z } from 'zod'
import { align, listQuery, requiredText } from './common'
import { messages } from './messages'
import { adminCrud } from './operation'
import { CONTENT_ROLES } from './roles'

export const textKind = z.enum(['plain', 'bullets'])

const bulletItemInput = z.object({
  id: z.number().int().positive().optional(),
  value: requiredText(1000),
  order: z.number().int().min(0).optional(),
})

export const popupTextInput = z
  .object({
    alignmentType: align.default('left'),
    kind: textKind.default('plain'),
    text: z.string().trim().max(5000).nullable().default(null),
    items: z.array(bulletItemInput).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'plain' && !value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: messages.required })
    if (value.kind === 'bullets' && value.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: messages.required })
  })
export type PopupTextInput = z.input<typeof popupTextInput>

export const popupText = z.object({
  id: z.number().int(),
  alignmentType: align,
  kind: textKind,
  text: z.string().nullable(),
  items: z.array(z.object({ id: z.number().int(), value: z.string(), order: z.number().int() })),
})
export type PopupText = z.infer<typeof popupText>

export const textsOps = adminCrud('texts', '/admin/texts', {
  roles: CONTENT_ROLES,
  view: popupText,
  write: popupTextInput,
  query: listQuery({}),
  origin: 'spec',
})
