import { z } from 'zod'
import { byId, id, listOf, listQuery, requiredText } from './common'
import { audienceInput, audienceView } from './audience'
import { linksInput } from './links'
import { linkSet } from './popups'
import { material } from './materials'
import { messages } from './messages'
import { adminCrud, op } from './operation'
import { shareableInput, shareableView } from './share-fields'
import { CONTENT_ROLES } from './roles'

export const sectionRoadType = z.enum(['link', 'material'])

export const sectionInput = z
  .object({
    title: requiredText(),
    order: z.number().int().min(0).default(0),
    roadType: sectionRoadType.default('material'),
    materialIds: z.array(z.number().int().positive()).max(200).default([]),
    links: linksInput,
    ...shareableInput,
    ...audienceInput,
  })
  .superRefine((value, ctx) => {
    if (value.roadType === 'material' && value.materialIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['materialIds'], message: messages.materialsRequired })
    }
  })
export type SectionInput = z.input<typeof sectionInput>

export const section = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  roadType: sectionRoadType,
  materialIds: z.array(z.number().int()),
  ...shareableView,
  ...audienceView,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
  /** Active materials in `materialIds` order, on visitor reads and with include[]=materials. */
  get materials(): z.ZodOptional<z.ZodArray<typeof material>> {
    return z.array(material).optional()
  },
})
export type Section = z.infer<typeof section>

/** `materialId`: the sections listing a material (the materials screen says what uses one before deleting it). */
/** `title`: the sections whose title contains it (the admin's link-target picker searches by name). */
const sectionQuery = listQuery({ categoryId: id, roadType: sectionRoadType, materialId: id, title: z.string().max(200) }, ['materials'])

export const sectionsOps = {
  'sections.list': op({
    method: 'GET',
    path: '/sections',
    input: sectionQuery,
    output: listOf(section),
    access: 'visitor',
    list: true,
    summary: 'List sections',
    description: "Sections; `filter[category_id]` gives one category's sections in its order. include[] materials.",
    origin: 'spec',
  }),
  'sections.get': op({
    method: 'GET',
    path: '/sections/{id}',
    input: byId,
    output: section,
    access: 'visitor',
    summary: 'Read a section',
    description: 'One section with its active materials shown now, in its order.',
    origin: 'spec',
  }),
  ...adminCrud('sections', '/admin/sections', {
    view: section,
    write: sectionInput,
    query: sectionQuery,
    origin: 'spec',
    roles: CONTENT_ROLES,
  }),
}
