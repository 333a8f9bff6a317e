import type { OperationName } from '@/api/contract'
import {
  audiences,
  auditLog,
  bannerNames,
  hubDocuments,
  listFilters,
  notifyMe,
  refusalCodes,
  roles,
  schedules,
  shareCards,
  sharing,
  versions,
  visits,
  welcomeGate,
  type Extension,
} from '@/api/contract/extensions'
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
  /** How the changelog names whole schemas (`field: null`): refusal bodies unless said otherwise. */
  wholeSchemas?: string
}

const scheduled = ['Category', 'Material', 'Banner', 'Button']
const audienced = [...scheduled, 'Section']
const withAdmin = (names: string[]) => names.flatMap((name) => [name, `Admin${name}`])
const written = (names: string[]) => names.map((name) => `${name}Input`)

export const fieldChanges: FieldChange[] = [
  { schemas: ['AdminAccessUser', 'AccessUserInput', 'AccessUserRecord', 'User'], field: 'role', extension: roles },
  { schemas: ['LastOwner', 'RoleForbidden'], field: null, extension: roles },
  { schemas: ['DocumentInvalid'], field: null, extension: hubDocuments },
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
  { filterOf: ['sections.list', 'admin.sections.list'], field: 'title', extension: listFilters },
  { schemas: ['AdminBanner', 'BannerInput'], field: 'name', extension: bannerNames },
  { filterOf: ['admin.admins.list', 'frontendLogs.list'], field: 'search', extension: listFilters },
  // Issue 26.
  {
    schemas: [...withAdmin(['Category', 'Section', 'Material']), ...written(['Category', 'Section', 'Material'])],
    field: 'shareable',
    extension: shareCards,
  },
  { schemas: ['Navigation', 'AdminNavigation', 'SharingInput'], field: 'sharing_enabled', extension: shareCards },
  { schemas: ['Navigation', 'AdminNavigation', 'SharingInput'], field: 'home_screen_suggestion', extension: shareCards },
  { schemas: ['SharingOff', 'SharingNotSetUp'], field: null, extension: shareCards },
  { schemas: ['EventsInput'], field: 'launch', extension: visits },
  { schemas: ['VisitEvent', 'ShareEvent', 'Launch', 'StatsSources'], field: null, extension: visits, wholeSchemas: 'the new schemas' },
  { schemas: ['Stats'], field: 'sources', extension: visits },
  { schemas: ['StatsDay'], field: 'visits', extension: visits },
  { schemas: ['StatsDay'], field: 'split', extension: visits },
  { schemas: ['StatsItem'], field: 'shares', extension: visits },
  { schemas: ['StatsItem'], field: 'visits', extension: visits },
  { filterOf: ['admin.stats.get'], field: 'include_admins', extension: visits },
  ...['audience', 'locked_display'].map((field) => ({
    schemas: [...withAdmin(audienced), ...written(audienced)],
    field,
    extension: audiences,
  })),
  { schemas: audienced, field: 'locked', extension: audiences },
  {
    filterOf: ['admin.categories.list', 'admin.materials.list', 'admin.banners.list', 'admin.buttons.list'] satisfies OperationName[],
    field: 'audience',
    extension: audiences,
  },
  { schemas: ['Navigation', 'AdminNavigation'], field: 'subscription_required', extension: audiences },
  { schemas: ['AdminNavigation'], field: 'subscription_channel_url', extension: audiences },
  { schemas: ['User'], field: 'is_member', extension: audiences },
  { schemas: ['MembersOnly'], field: null, extension: audiences },
  { schemas: [...withAdmin(scheduled), ...written(scheduled)], field: 'announce', extension: notifyMe },
  ...['coming', 'notify_request_id', 'waiting_count'].map((field) => ({ schemas: withAdmin(scheduled), field, extension: notifyMe })),
  { schemas: ['NotifyAlreadyLive', 'NotifyNotAnnounced'], field: null, extension: notifyMe },
  { schemas: ['Stats'], field: 'gates', extension: welcomeGate },
  {
    schemas: ['JoinRequestNotFound', 'JoinRequestExpired', 'JoinRequestAnswered', 'WelcomeGateRecord'],
    field: null,
    extension: welcomeGate,
  },
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
