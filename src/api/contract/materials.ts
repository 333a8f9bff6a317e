import { z } from 'zod'
import { id, listQuery, nullableId, queryBool, requiredText } from './common'
import { audience, audienceInput } from './audience'
import { linksInput } from './links'
import { material, materialDisplayType } from './linked-views'
import { adminCrud } from './operation'
import { CONTENT_ROLES } from './roles'
import { announceInput, checkAnnounce, checkSchedule, scheduleInput, scheduleState } from './schedule'
import { shareableInput } from './share-fields'

export { material, materialDisplayType, type Material, type MaterialDisplayType } from './linked-views'

export const materialInput = z
  .object({
    title: requiredText(),
    description: z.string().trim().max(2000).nullable().default(null),
    isActive: z.boolean().default(true),
    displayType: materialDisplayType.default('icon'),
    imageId: nullableId,
    iconId: nullableId,
    links: linksInput,
    ...scheduleInput,
    ...shareableInput,
    ...announceInput,
    ...audienceInput,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx)
    checkAnnounce(value, ctx)
  })
export type MaterialInput = z.input<typeof materialInput>

export const materialsOps = adminCrud('materials', '/admin/materials', {
  roles: CONTENT_ROLES,
  view: material,
  write: materialInput,
  // `iconId`: the materials showing an uploaded icon (the icons screen warns before deleting one in use);
  // `schedule`: where each stands in its window now; `audience`: who sees it.
  query: listQuery({
    isActive: queryBool,
    displayType: materialDisplayType,
    title: z.string().max(200),
    iconId: id,
    schedule: scheduleState,
    audience,
  }),
  deleteRefusals: ['material_would_leave_empty'],
  deleteDescription:
    'Deletes the material; categories, sections and link lists that listed it let go of it. Refused (409 ' +
    '`material_would_leave_empty`) when it is the only material of a category, section or link list that needs one.',
  origin: 'spec',
})
