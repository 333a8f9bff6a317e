import { operations } from '@/api/contract'
import type { AuditResource } from '@/api/contract/audit-log'
import type { GoneRef } from '@/api/contract/refusals'
import type { ServiceContext } from '../context'
import { HttpProblem, refused } from '../errors'
import { draftItems } from '../store/copy-on-write'
import type { AppData, LinkRecord } from '../store/store'
import { adminAdmins } from './admins'
import { adminBanners } from './banners'
import { adminButtons } from './buttons'
import { adminCampaigns } from './campaigns'
import { adminCategories } from './categories'
import { adminLinkLists } from './link-lists'
import { adminMaterials } from './materials'
import type { CrudResource } from './operation-types'
import { adminPopups } from './popups'
import { goneRefOf } from './record-ref'
import type { ResourceService } from './resource'
import { adminSections } from './sections'
import { adminTexts } from './texts'
import { adminThemes } from './themes'

/** Every resourceService, by resource: a restore checks a record against its resource's own rules. */
export const services: { [R in CrudResource]: ResourceService<R> } = {
  categories: adminCategories,
  sections: adminSections,
  materials: adminMaterials,
  texts: adminTexts,
  popups: adminPopups,
  buttons: adminButtons,
  linkLists: adminLinkLists,
  banners: adminBanners,
  themes: adminThemes,
  admins: adminAdmins,
  campaigns: adminCampaigns,
}

type AnyRecord = { id: number } & Record<string, unknown>

interface Reference {
  resource: AuditResource
  id: number
}

/** The records a stored record refers to. */
function referencesOf(resource: AuditResource, record: AnyRecord): Reference[] {
  const one = (target: AuditResource, value: unknown): Reference[] => (typeof value === 'number' ? [{ resource: target, id: value }] : [])
  const many = (target: AuditResource, value: unknown): Reference[] =>
    Array.isArray(value) ? value.flatMap((id: unknown) => one(target, id)) : []
  const links = (value: unknown): Reference[] =>
    Array.isArray(value) ? (value as LinkRecord[]).flatMap((l) => one('popups', l.popupId)) : []
  const files = [...one('files', record.imageId), ...one('files', record.iconId)]
  switch (resource) {
    case 'categories':
      return [
        ...files,
        ...one('categories', record.parentId),
        ...many('materials', record.materialIds),
        ...many('sections', record.sectionIds),
        ...links(record.links),
      ]
    case 'sections':
      return [...many('materials', record.materialIds), ...links(record.links)]
    case 'materials':
    case 'banners':
    case 'buttons':
      return [...files, ...links(record.links)]
    case 'popups':
      return [...files, ...many('texts', record.textIds), ...many('buttons', record.buttonIds), ...many('linkLists', record.linkListIds)]
    case 'linkLists':
      return [
        ...many('materials', record.materialIds),
        ...(Array.isArray(record.localLinks) ? (record.localLinks as { iconId: unknown }[]).flatMap((l) => one('files', l.iconId)) : []),
      ]
    case 'campaigns':
      return record.target === 'category'
        ? one('categories', record.targetId)
        : record.target === 'section'
          ? one('sections', record.targetId)
          : []
    case 'texts':
    case 'themes':
    case 'admins':
    case 'files':
    case 'navigation':
    case 'stats':
      return []
  }
}

/** The ids of a collection as this write left it (without handing out a draft per record). */
function idsOf(app: AppData, resource: AuditResource): Set<number> {
  const records = (app as unknown as Record<string, readonly { id: number }[] | undefined>)[resource] ?? []
  return new Set(draftItems(records).map((item) => item.base?.id ?? item.current.id))
}

export const exists = (app: AppData, resource: AuditResource, id: number) => idsOf(app, resource).has(id)

/**
 * Whether a record a restore is about to write (already in `app`) may stand: every record it refers
 * to exists (else 409 restore_reference_missing naming them), and it passes its resource's input
 * schema and rules as an update to itself would (else 409 restore_rule_broken with their messages).
 * Throwing aborts the restore's write: nothing changes.
 */
export function checkRestored<R extends CrudResource>(
  app: AppData,
  ctx: ServiceContext,
  resource: R,
  record: AnyRecord,
  refOf: () => GoneRef,
): void {
  const ids = new Map<AuditResource, Set<number>>()
  const present = (ref: Reference) =>
    (ids.get(ref.resource) ?? ids.set(ref.resource, idsOf(app, ref.resource)).get(ref.resource))?.has(ref.id)
  const missing = referencesOf(resource, record).filter((ref) => !present(ref))
  if (missing.length > 0) {
    const unique = [...new Map(missing.map((ref) => [`${ref.resource}:${String(ref.id)}`, ref])).values()]
    throw refused(`It refers to records that are gone: ${unique.map((ref) => `${ref.resource} ${String(ref.id)}`).join(', ')}.`, {
      code: 'restore_reference_missing',
      params: { record: refOf(), missing: unique.map((ref) => goneRefOf(app, ref.resource, ref.id)) },
    })
  }
  const parsed = operations[`admin.${resource}.create`].input.safeParse(record)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message)
    throw ruleBroken(errors, refOf)
  }
  const { spec } = services[resource] as unknown as ResourceService<CrudResource>
  try {
    spec.fields(app, parsed.data, record as never, ctx)
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 422) throw ruleBroken(error.extra.errors ?? {}, refOf)
    throw error
  }
}

function ruleBroken(errors: Record<string, string[]>, refOf: () => GoneRef): HttpProblem {
  const first = Object.values(errors)[0]?.[0] ?? 'A rule would break.'
  return refused(`It cannot be put back as it was: ${first}`, { code: 'restore_rule_broken', params: { record: refOf(), errors } })
}
