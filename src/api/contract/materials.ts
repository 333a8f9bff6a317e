import { z } from 'zod'
import { file, listQuery, nullableId, queryBool, requiredText } from './common'
import { linksInput } from './links'
import { linkSet } from './popups'
import { adminCrud } from './operation'

export const materialDisplayType = z.enum(['small', 'large', 'icon'])
export type MaterialDisplayType = z.infer<typeof materialDisplayType>

export const materialInput = z.object({
  title: requiredText(),
  description: z.string().trim().max(2000).nullable().default(null),
  isActive: z.boolean().default(true),
  displayType: materialDisplayType.default('icon'),
  imageId: nullableId,
  iconId: nullableId,
  links: linksInput,
})
export type MaterialInput = z.input<typeof materialInput>

export const material = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  displayType: materialDisplayType,
  imageId: z.number().int().nullable(),
  image: file.nullable(),
  iconId: z.number().int().nullable(),
  icon: file.nullable(),
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
})
export type Material = z.infer<typeof material>

export const materialsOps = adminCrud('materials', '/admin/materials', {
  view: material,
  write: materialInput,
  query: listQuery({ isActive: queryBool, displayType: materialDisplayType, title: z.string().max(200) }),
})
