import { z } from 'zod'
import { listQuery, nullableId, queryBool, requiredText } from './common'
import { campaigns } from './extensions'
import { messages } from './messages'
import { adminCrud } from './operation'
import { CONTENT_ROLES } from './roles'

/** Where a campaign link opens: Home, or one category or section. */
export const campaignTarget = z.enum(['home', 'category', 'section'])
export type CampaignTarget = z.infer<typeof campaignTarget>

/**
 * A named link of the owner's (issue 26: "VK post 12 Nov", "channel pin"), counted as a source of
 * visits. `startParam` is made by the server (`<appKey>[__category_<id>|__section_<id>]__c_<code>`,
 * its code unique in the hub and kept for the campaign's life, so links already posted keep counting
 * when its target changes); `link` is the `t.me` link, null while the hub has no bot username.
 * An archived campaign is off the owner's list of current ones; its link still counts, its counts stay.
 */
export const campaign = z.object({
  id: z.number().int(),
  title: z.string(),
  target: campaignTarget,
  /** The category or section; null for Home. */
  targetId: z.number().int().nullable(),
  /** The target's title now; null for Home and for a target deleted since (the link then opens Home). */
  targetTitle: z.string().nullable(),
  startParam: z.string(),
  link: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
})
export type Campaign = z.infer<typeof campaign>

/** `targetId` is required for a category or section (422 when missing or unknown), and ignored (null) for Home. */
export const campaignInput = z
  .object({
    title: requiredText(100),
    target: campaignTarget.default('home'),
    targetId: nullableId,
    archived: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.target !== 'home' && value.targetId === null) ctx.addIssue({ code: 'custom', path: ['targetId'], message: messages.required })
  })
export type CampaignInput = z.input<typeof campaignInput>

export const campaignsOps = adminCrud('campaigns', '/admin/campaigns', {
  view: campaign,
  write: campaignInput,
  query: listQuery({ archived: queryBool, target: campaignTarget, title: z.string().max(200) }),
  // Analysts read the links the statistics name; editors make them (docs/decisions/visits-and-sharing.md).
  roles: CONTENT_ROLES,
  deleteDescription:
    "Deletes the campaign: its link then counts as an unknown source; the visits it brought stay in the statistics, as a deleted campaign's.",
  origin: campaigns,
})
