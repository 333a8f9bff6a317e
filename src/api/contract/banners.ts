import { z } from 'zod'
import { emptyToNull, imageView, listOf, listQuery, nullableId, queryBool, version } from './common'
import { linksInput } from './links'
import { linkSet } from './popups'
import { messages } from './messages'
import { bannerOrder } from './extensions'
import { adminCrud, adminView, op } from './operation'
import { checkSchedule, scheduleInput, scheduleState, scheduleView } from './schedule'

/**
 * The admin's own name for a banner, "(видно только вам)": lists, history, statistics and CSV show it
 * instead of "Баннер 2"; visitors never get it. Beyond SPEC 7 (extensions.ts `bannerNames`).
 */
export const bannerName = emptyToNull(z.string().trim().max(100))

export const bannerInput = z
  .object({
    name: bannerName,
    isActive: z.boolean().default(true),
    imageId: nullableId,
    links: linksInput,
    ...scheduleInput,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx)
    if (value.imageId === null) ctx.addIssue({ code: 'custom', path: ['imageId'], message: messages.required })
  })
export type BannerInput = z.input<typeof bannerInput>

export const banner = z.object({
  id: z.number().int(),
  isActive: z.boolean(),
  ...imageView,
  ...scheduleView,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Banner = z.infer<typeof banner>

/** A banner as admins read it: with its name (absent from a backend without `bannerNames`). */
const adminBannerView = banner.extend({ name: z.string().nullable().optional() })

export const adminBanner = adminView(adminBannerView)
export type AdminBanner = z.infer<typeof adminBanner>

export const bannersOps = {
  'banners.list': op({
    method: 'GET',
    path: '/banners',
    input: listQuery({}),
    output: listOf(banner),
    access: 'visitor',
    list: true,
    summary: 'List banners',
    description: "Active banners shown now (inside their window), in their order: Home's carousel.",
    origin: 'spec',
  }),
  ...adminCrud('banners', '/admin/banners', {
    view: adminBannerView,
    write: bannerInput,
    query: listQuery({ isActive: queryBool, schedule: scheduleState }),
    ordered: true,
    origin: 'spec',
  }),
  'admin.banners.order': op({
    method: 'POST',
    path: '/admin/banners/order',
    /** `orderVersion`: the list's `meta.order_version` the admin ordered; another one is 409 edit_conflict. */
    input: z.object({ bannersOrder: z.array(z.number().int().positive()).min(1), orderVersion: version.optional() }),
    output: z.array(adminBanner),
    access: 'admin',
    refusals: ['edit_conflict'],
    summary: 'Order the banners',
    description:
      '`banners_order` must name exactly the banners, each once (422 otherwise); Home shows this order. `order_version`: the ' +
      '`meta.order_version` of the admin list that was ordered; another one is refused (409 `edit_conflict`).',
    origin: bannerOrder,
  }),
}
