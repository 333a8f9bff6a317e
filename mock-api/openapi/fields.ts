import type { OperationName } from '@/api/contract'
import { auditLog, bannerNames, listFilters, refusalCodes, schedules, sharing, versions, type Extension } from '@/api/contract/extensions'
import type { Json } from './components'

/**
 * Fields and query filters beyond SPEC.md section 7 (operations say theirs in the table). Each is
 * marked `x-extension: <id>` where it appears in the document (the root's `x-extensions` says when,
 * why and the SPA's fallback), and listed in docs/contract-changelog.md.
 * A name that is not in the document fails the build of it, so the list cannot go stale.
 */
export interface FieldChange {
  /** Component schemas that carry the field (`null` field: the whole schema is the change). */
  schemas?: string[]
  field: string | null
  /** Or a query filter of list operations: `filter[<field>]`. */
  filterOf?: OperationName[]
  extension: Extension
}

const scheduled = ['Category', 'Material', 'Banner', 'Button']
const withAdmin = (names: string[]) => names.flatMap((name) => [name, `Admin${name}`])
const written = (names: string[]) => names.map((name) => `${name}Input`)

export const fieldChanges: FieldChange[] = [
  { schemas: [...withAdmin(scheduled), ...written(scheduled)], field: 'visible_from', extension: schedules },
  { schemas: [...withAdmin(scheduled), ...written(scheduled)], field: 'visible_until', extension: schedules },
  { schemas: ['Navigation'], field: 'next_change_at', extension: schedules },
  {
    filterOf: ['admin.categories.list', 'admin.materials.list', 'admin.banners.list', 'admin.buttons.list'],
    field: 'schedule',
    extension: schedules,
  },
  { schemas: ['Navigation'], field: 'bot_username', extension: sharing },
  { schemas: ['Navigation'], field: 'app_short_name', extension: sharing },
  {
    schemas: ['AdminCategory', 'AdminSection', 'AdminMaterial', 'AdminBanner', 'AdminButton', 'AdminPopup', 'AdminPopupText'],
    field: 'version',
    extension: versions,
  },
  { schemas: ['AdminLinkList', 'AdminTheme', 'AdminAccessUser'], field: 'version', extension: versions },
  {
    schemas: ['Category', 'Section', 'Material', 'Banner', 'Button', 'Popup', 'PopupText', 'LinkList', 'Theme', 'AccessUser'].map(
      (name) => `${name}Update`,
    ),
    field: 'version',
    extension: versions,
  },
  { schemas: ['OrderedListMeta', 'AdminCategoriesOrderBody', 'AdminBannersOrderBody'], field: 'order_version', extension: versions },
  { schemas: ['EditConflict'], field: null, extension: versions },
  {
    schemas: [
      'RestoreRecordExists',
      'RestoreRecordGone',
      'RestoreChangedSince',
      'RestoreReferenceMissing',
      'RestoreRuleBroken',
      'RestoreOrderChanged',
      'RestoreNothingToDo',
      'RestoreNotSupported',
    ],
    field: null,
    extension: auditLog,
  },
  {
    schemas: [
      'PopupInUse',
      'MaterialWouldLeaveEmpty',
      'CategoryHasSubcategories',
      'LastAdmin',
      'OwnAccess',
      'FileTooLarge',
      'FileTypeUnsupported',
      'SvgUnsafe',
      'SubscriptionRequired',
    ],
    field: null,
    extension: refusalCodes,
  },
  { filterOf: ['admin.categories.list', 'admin.sections.list', 'admin.linkLists.list'], field: 'material_id', extension: listFilters },
  { filterOf: ['admin.categories.list', 'admin.materials.list'], field: 'icon_id', extension: listFilters },
  { filterOf: ['admin.popups.list'], field: 'name', extension: listFilters },
  { schemas: ['AdminBanner', 'BannerInput'], field: 'name', extension: bannerNames },
  { filterOf: ['admin.admins.list', 'frontendLogs.list'], field: 'search', extension: listFilters },
]

/** The component schemas with `x-extension` on each field (or schema) of `fieldChanges`. */
export function markFields(schemas: Record<string, Json>): Record<string, Json> {
  const marked = structuredClone(schemas)
  for (const change of fieldChanges) {
    for (const name of change.schemas ?? []) {
      const schema = marked[name]
      if (!schema) throw new Error(`fields.ts names ${name}, which is not a component schema`)
      // An update's fields are in its allOf: the create's input and `version`.
      const parts = [schema, ...((schema.allOf ?? []) as Json[])]
      const target =
        change.field === null
          ? schema
          : parts.map((part) => (part.properties as Record<string, Json> | undefined)?.[String(change.field)]).find(Boolean)
      if (!target) throw new Error(`fields.ts names ${name}.${String(change.field)}, which it does not have`)
      target['x-extension'] = change.extension.id
    }
  }
  return marked
}

/** The operations' `filter` query parameters with `x-extension` on each filter of `fieldChanges`. */
export function markFilters(paths: Record<string, Record<string, Json>>): void {
  const byName = new Map(Object.values(paths).flatMap((item) => Object.values(item).map((op) => [op.operationId as string, op])))
  for (const change of fieldChanges) {
    for (const name of change.filterOf ?? []) {
      const filter = ((byName.get(name)?.parameters ?? []) as Json[]).find((parameter) => parameter.name === 'filter')
      const target = ((filter?.schema as Json | undefined)?.properties as Record<string, Json> | undefined)?.[String(change.field)]
      if (!target) throw new Error(`fields.ts names filter[${String(change.field)}] of ${name}, which it does not take`)
      target['x-extension'] = change.extension.id
    }
  }
}
