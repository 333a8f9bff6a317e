import { z } from 'zod'
import { file, listOf, listQuery, nullableId, queryBool } from './common'
import { linksInput } from './links'
import { linkSet } from './popups'
import { messages } from './messages'
import { adminCrud, op } from './operation'
import { checkSchedule, scheduleInput, scheduleState, scheduleView } from './schedule'

export const bannerInput = z
  .object({
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
  imageId: z.number().int().nullable(),
  image: file.nullable(),
  visibleFrom: scheduleView.visibleFrom,
  visibleUntil: scheduleView.visibleUntil,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Banner = z.infer<typeof banner>

export const bannersOps = {
  'banners.list': op({
    method: 'GET',
    path: '/banners',
    input: listQuery({}),
    output: listOf(banner),
    access: 'visitor',
    list: true,
    summary: 'Active banners shown now (inside their window) for Home, in their order',
  }),
  ...adminCrud('banners', '/admin/banners', {
    view: banner,
    write: bannerInput,
    query: listQuery({ isActive: queryBool, schedule: scheduleState }),
  }),
  'admin.banners.order': op({
    method: 'POST',
    path: '/admin/banners/order',
    input: z.object({ bannersOrder: z.array(z.number().int().positive()).min(1) }),
    output: z.array(banner),
    access: 'admin',
    summary: 'Order the banners (Home shows them in this order); the ids must be exactly the banners',
  }),
}
