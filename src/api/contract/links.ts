import { z } from 'zod'
import { emptyToNull, internalPath, nullableId, safeUrl } from './common'
import { messages } from './messages'

export const linkType = z.enum(['internal', 'external', 'popup'])
export type LinkType = z.infer<typeof linkType>

/** A link set as admins write it: where a card, banner or button leads. */
export const linkInput = z
  .object({
    linkType: linkType.default('external'),
    internalUrl: emptyToNull(internalPath),
    externalUrl: emptyToNull(safeUrl),
    popupId: nullableId,
  })
  .superRefine((link, ctx) => {
    if (link.linkType === 'popup' && link.popupId === null) {
      ctx.addIssue({ code: 'custom', path: ['popupId'], message: messages.required })
    }
  })
export type LinkInput = z.input<typeof linkInput>

export const linksInput = z.array(linkInput).max(10).default([])
