import { z } from 'zod'
import {
  align,
  byId,
  emptyToNull,
  file,
  id,
  listOf,
  listQuery,
  nullableId,
  queryBool,
  requiredText,
  version,
  webOrSitePath,
} from './common'
import { audience, audienceInput, audienceView } from './audience'
import { linksInput, linkType } from './links'
import { linkSet } from './popups'
import { material } from './materials'
import { messages } from './messages'
import { adminCrud, adminView, op } from './operation'
import { CONTENT_ROLES } from './roles'
import { announceInput, announceView, checkAnnounce, checkSchedule, scheduleInput, scheduleState, scheduleView } from './schedule'
import { section } from './sections'
import { shareableInput, shareableView } from './share-fields'

export const roadType = z.enum(['link', 'subcategories', 'material', 'section', 'video'])
export type RoadType = z.infer<typeof roadType>
export const categoryDisplayType = z.enum(['small_bg', 'large_bg', 'no_bg', 'image'])
export type CategoryDisplayType = z.infer<typeof categoryDisplayType>
export const sectionDisplayType = z.enum(['list', 'filter'])
export const categoryInclude = ['materials', 'sections', 'subcategories'] as const
export const orderName = z.enum(['materials', 'sections', 'subcategories'])

const ids = z.array(z.number().int().positive()).max(500).default([])

export const categoryInput = z
  .object({
    title: requiredText(),
    isActive: z.boolean().default(true),
    description: z.string().trim().max(2000).nullable().default(null),
    descriptionAlign: align.default('left'),
    /** Sent by the original client alongside descriptionAlign; accepted and ignored. */
    descriptionType: align.optional(),
    /** Sent by the original client: the first link's type; accepted and ignored. */
    linkType: linkType.optional(),
    iconId: nullableId,
    imageId: nullableId,
    /** A video file: an absolute http(s) url or a same-origin path. */
    video: emptyToNull(webOrSitePath),
    parentId: nullableId,
    roadType: roadType.default('material'),
    displayType: categoryDisplayType.default('no_bg'),
    sectionDisplayType: sectionDisplayType.default('list'),
    materialIds: ids,
    sectionIds: ids,
    links: linksInput,
    ...scheduleInput,
    ...shareableInput,
    ...announceInput,
    ...audienceInput,
  })
  .superRefine((value, ctx) => {
    checkSchedule(value, ctx)
    checkAnnounce(value, ctx)
    const need = (path: string, message: string = messages.required) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (value.displayType !== 'no_bg' && value.imageId === null) need('imageId')
    if (value.roadType === 'section' && value.sectionIds.length === 0) need('sectionIds', messages.sectionsRequired)
    if (value.roadType === 'material' && value.materialIds.length === 0) need('materialIds', messages.materialsRequired)
    if (value.roadType === 'video' && value.video === null) need('video')
    if (value.roadType === 'link' && value.links.length === 0) need('links')
  })
export type CategoryInput = z.input<typeof categoryInput>

export const category = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  descriptionAlign: align,
  iconId: z.number().int().nullable(),
  icon: file.nullable(),
  imageId: z.number().int().nullable(),
  image: file.nullable(),
  video: z.string().nullable(),
  order: z.number().int(),
  parentId: z.number().int().nullable(),
  roadType,
  displayType: categoryDisplayType,
  sectionDisplayType,
  materialIds: z.array(z.number().int()),
  sectionIds: z.array(z.number().int()),
  subcategoryIds: z.array(z.number().int()),
  visibleFrom: scheduleView.visibleFrom,
  visibleUntil: scheduleView.visibleUntil,
  shareable: shareableView.shareable,
  audience: audienceView.audience,
  lockedDisplay: audienceView.lockedDisplay,
  locked: audienceView.locked,
  announce: announceView.announce,
  coming: announceView.coming,
  notifyRequestId: announceView.notifyRequestId,
  waitingCount: announceView.waitingCount,
  get links(): z.ZodArray<typeof linkSet> {
    return z.array(linkSet)
  },
  get materials(): z.ZodOptional<z.ZodArray<typeof material>> {
    return z.array(material).optional()
  },
  get sections(): z.ZodOptional<z.ZodArray<typeof section>> {
    return z.array(section).optional()
  },
  get subcategories(): z.ZodOptional<z.ZodArray<typeof category>> {
    return z.array(category).optional()
  },
})
export type Category = z.infer<typeof category>

export const adminCategory = adminView(category)
export type AdminCategory = z.infer<typeof adminCategory>

/**
 * `iconId`: the categories showing an uploaded icon; `materialId`: those listing a material (the
 * icons and materials screens say what uses one before deleting it).
 */
const categoryFilter = {
  parentId: id,
  root: queryBool,
  isActive: queryBool,
  roadType,
  title: z.string().max(200),
  iconId: id,
  materialId: id,
}
const categoryQuery = listQuery(categoryFilter, categoryInclude)
/** `schedule`: where each category stands in its window now (docs/decisions/schedules.md); `audience`: who sees it. */
const adminCategoryQuery = listQuery({ ...categoryFilter, schedule: scheduleState, audience }, categoryInclude)
const oneCategory = byId.extend({ include: z.array(z.enum(categoryInclude)).optional() })

export const categoriesOps = {
  'categories.list': op({
    method: 'GET',
    path: '/categories',
    input: categoryQuery,
    output: listOf(category),
    access: 'visitor',
    list: true,
    summary: 'List categories',
    description:
      "Active categories shown now (inside their window), in their order; `filter[root]=1` gives Home's categories, " +
      "`filter[parent_id]` a category's subcategories. include[] materials, sections, subcategories.",
    origin: 'spec',
  }),
  'categories.get': op({
    method: 'GET',
    path: '/categories/{id}',
    input: oneCategory,
    output: category,
    access: 'visitor',
    summary: 'Read a category',
    description:
      'One active category shown now (404 when inactive, outside its window, or under a category that is); include[] materials, ' +
      'sections, subcategories (with their sections).',
    origin: 'spec',
  }),
  ...adminCrud('categories', '/admin/categories', {
    roles: CONTENT_ROLES,
    view: category,
    write: categoryInput,
    query: adminCategoryQuery,
    ordered: true,
    deleteRefusals: ['category_has_subcategories'],
    // The backend team needs the cascade from the contract, not only from docs/decisions/history-and-conflicts.md.
    deleteDescription:
      'Deletes the category with its own sections (those no other category lists), in one write; the audit entry keeps them for a ' +
      'restore. A category with subcategories is refused (409 `category_has_subcategories`).',
    origin: 'spec',
  }),
  'admin.categories.order': op({
    method: 'POST',
    path: '/admin/categories/order',
    /** `orderVersion`: the list's `meta.order_version` the admin ordered; another one is 409 edit_conflict. */
    input: z.object({ categoriesOrder: z.array(z.number().int().positive()).min(1), orderVersion: version.optional() }),
    output: z.array(adminCategory),
    access: 'admin',
    role: 'editor',
    refusals: ['edit_conflict'],
    summary: 'Order the root categories',
    description:
      "Home's order: `categories_order` must name exactly the root categories, each once (422 otherwise). `order_version`: the " +
      '`meta.order_version` of the admin list that was ordered; another one is refused (409 `edit_conflict`). Answers the root categories in their new order.',
    origin: 'spec',
  }),
  'admin.categories.orderItems': op({
    method: 'POST',
    path: '/admin/categories/{id}/{name}/order',
    /** `version`: the category's version the admin ordered (in the query: the body is the array); another one is 409 edit_conflict. */
    input: z.object({
      id,
      name: orderName,
      ids: z.array(z.number().int().positive()),
      version: z.coerce.number().int().positive().optional(),
    }),
    output: adminCategory,
    access: 'admin',
    role: 'editor',
    refusals: ['edit_conflict'],
    carrier: { kind: 'jsonArray', key: 'ids' },
    summary: "Order a category's items",
    description:
      "The body is a bare JSON array of ids that must be exactly the category's materials, sections or subcategories (422 " +
      "otherwise). `?version=`: the category's version that was ordered (409 `edit_conflict` when it changed). Raises the category's version.",
    origin: 'spec',
  }),
}
