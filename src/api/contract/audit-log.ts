import { z } from 'zod'
import { admin } from './admins'
import { auditResource, type AuditResource } from './audit-resource'
import { banner } from './banners'
import { category } from './categories'
import { byId, fileType, id, listOf, listQuery, version } from './common'
import { auditLog } from './extensions'
import { button, linkList, localLink, material, popupView } from './linked-views'
import { sharingInput } from './navigations'
import { op } from './operation'
import { section } from './sections'
import { popupText } from './texts'
import { theme } from './themes'

/**
 * The audit log: every admin write, who made it, and the record before and after, so an admin can
 * read what changed and restore what was there before.
 */

export { auditResource, type AuditResource } from './audit-resource'

export const auditAction = z.enum(['create', 'update', 'delete', 'restore', 'order'])
export type AuditAction = z.infer<typeof auditAction>

/**
 * A record as it was stored: the admin view's own fields (references as ids: `imageId`,
 * `materialIds`, `popupId` in links...), without what a read resolves from other records (`image`,
 * embedded popups, `subcategoryIds`...). Fields a later release added are absent from older entries,
 * hence optional; `id` and `version` are always there.
 */
const stored = <V extends z.ZodObject>(view: V) => view.partial().extend({ id, version })

const snapshots = {
  categories: stored(
    category.omit({ icon: true, image: true, subcategoryIds: true, materials: true, sections: true, subcategories: true }),
  ),
  sections: stored(section.omit({ materials: true })),
  materials: stored(material.omit({ image: true, icon: true })),
  texts: stored(popupText),
  popups: stored(popupView.omit({ image: true, texts: true, buttons: true, linkLists: true })),
  buttons: stored(button),
  linkLists: stored(linkList.omit({ materials: true, localLinks: true }).extend({ localLinks: z.array(localLink.omit({ icon: true })) })),
  banners: stored(banner.omit({ image: true }).extend({ name: z.string().nullable() })),
  themes: stored(theme),
  admins: stored(admin),
  files: z.object({ id, url: z.string(), originalName: z.string(), type: fileType, createdAt: z.string() }).partial().extend({ id }),
  navigation: sharingInput.partial(),
}

/**
 * The state of an order an `order` entry changed: `list` names it (`categories`: Home's root
 * categories, `banners`; or a category's `materials`, `sections`, `subcategories`), `ids` in order.
 */
export const orderState = z.object({ list: z.enum(['categories', 'banners', 'materials', 'sections', 'subcategories']), ids: z.array(id) })
export type OrderState = z.infer<typeof orderState>

type Snapshots = typeof snapshots

/** What an entry holds before and after: the record, or for order entries (categories, banners) the order. */
type State<R extends AuditResource> = R extends 'categories' | 'banners' ? z.ZodUnion<[Snapshots[R], typeof orderState]> : Snapshots[R]

const stateOf = <R extends AuditResource>(resource: R): State<R> =>
  (resource === 'categories' || resource === 'banners' ? z.union([snapshots[resource], orderState]) : snapshots[resource]) as State<R>

/** One record of each resource, by resource, with its state before and after (null: not there). */
const changeOf = <R extends AuditResource>(resource: R) =>
  z.object({
    resource: z.literal(resource),
    recordId: id.nullable(),
    before: stateOf(resource).nullable(),
    after: stateOf(resource).nullable(),
  })

const changes = auditResource.options.map(changeOf) as { [R in AuditResource]: ReturnType<typeof changeOf<R>> }[AuditResource][]

/**
 * A record the same write changed or removed besides its subject: a category a deleted material
 * left, a popup's own texts deleted with it, a material whose deleted icon it showed.
 */
export const relatedChange = z.discriminatedUnion('resource', changes as [(typeof changes)[number], ...(typeof changes)[number][]])
export type RelatedChange = z.infer<typeof relatedChange>

const entryFields = {
  id,
  /** ISO time of the write. */
  at: z.string(),
  /** The admin's messenger user id, and their name in the access users (`admins`) at the time. */
  userId: z.number().int(),
  userName: z.string(),
  action: auditAction,
  /** The other records the write changed (what a delete took along or changed elsewhere). */
  related: z.array(relatedChange),
  /** For `restore`: the entry whose `before` it put back. */
  restoredEntryId: id.nullable(),
}

/**
 * One admin write. `recordId` is null for an order of a whole list (Home's categories, the
 * banners). `before` is null for a create, `after` for a delete.
 */
export const auditEntry = z.discriminatedUnion(
  'resource',
  changes.map((change) => change.extend(entryFields)) as unknown as [
    z.ZodObject<(typeof changes)[number]['shape'] & typeof entryFields>,
    ...z.ZodObject<(typeof changes)[number]['shape'] & typeof entryFields>[],
  ],
)
export type AuditEntry = z.infer<typeof auditEntry>

/**
 * `filter[resource]`, `filter[record_id]` (with a resource: that record's history, including writes
 * elsewhere that changed it), `filter[user_id]` (the admin's messenger id).
 */
export const auditLogQuery = listQuery({ resource: auditResource, recordId: id, userId: id })

export const auditLogOps = {
  'admin.auditLog.list': op({
    method: 'GET',
    path: '/admin/audit-log',
    input: auditLogQuery,
    output: listOf(auditEntry),
    access: 'admin',
    list: true,
    summary: 'List the audit log',
    description:
      'Every admin write of this hub, newest first: who, when, the record before and after. `filter[resource]`, ' +
      '`filter[record_id]`, `filter[user_id]`. Kept: the last 10,000 entries, 90 days at most.',
    origin: auditLog,
  }),
  'admin.auditLog.restore': op({
    method: 'POST',
    path: '/admin/audit-log/{id}/restore',
    input: byId,
    output: auditEntry,
    access: 'admin',
    refusals: [
      'restore_record_exists',
      'restore_record_gone',
      'restore_changed_since',
      'restore_reference_missing',
      'restore_rule_broken',
      'restore_order_changed',
      'restore_nothing_to_do',
      'restore_not_supported',
      'popup_in_use',
      'material_would_leave_empty',
      'category_has_subcategories',
      'last_admin',
      'own_access',
    ],
    summary: 'Restore what an entry changed',
    description:
      'Puts back what an entry changed, as it was before it (a deleted record comes back with its id; a created one is deleted), ' +
      "as a new write; answers the restore's own entry. 409 with a code when it cannot, and nothing changes.",
    origin: auditLog,
  }),
}
