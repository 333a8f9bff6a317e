import { z } from 'zod'
import { file, listOf, listQuery, nullableId, queryBool } from './common'
import { linksInput } from './links'
import { linkSet } from './popups'
import { messages } from './messages'
import { adminCrud, op } from './operation'

export const bannerInput = z
  .object({
    isActive: z.boolean().default(true),
    imageId: nullableId,
    links: linksInput,
  })
  .superRefine((value, ctx) => {
    if (value.imageId === null) ctx.addIssue({ code: 'custom', path: ['imageId'], message: messages.required })
  })
export type BannerInput = z.input<typeof bannerInput>

export const banner = z.object({
  id: z.number().int(),
  isActive: z.boolean(),
  imageId: z.number().int().nullable(),
  image: file.nullable(),
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
    summary: 'Active banners for Home, in their order',
  }),
  ...adminCrud('banners', '/admin/banners', { view: banner, write: bannerInput, query: listQuery({ isActive: queryBool }) }),
  'admin.banners.order': op({
    method: 'POST',
    path: '/admin/banners/order',
    input: z.object({ bannersOrder: z.array(z.number().int().positive()).min(1) }),
    output: z.array(banner),
    access: 'admin',
    summary: 'Order the banners (Home shows them in this order); the ids must be exactly the banners',
  }),
}
