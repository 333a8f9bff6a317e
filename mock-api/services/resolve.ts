import type { z } from 'zod'
import type { admin } from '@/api/contract/admins'
import { audienceAccess, DEFAULT_AUDIENCE, DEFAULT_LOCKED_DISPLAY, type Audienced } from '@/api/contract/plain/audience-rule'
import type { banner } from '@/api/contract/banners'
import type { button } from '@/api/contract/buttons'
import type { category, categoryInclude } from '@/api/contract/categories'
import type { file } from '@/api/contract/common'
import { scheduleStateAt, type Scheduled } from '@/api/contract/plain/schedule-state'
import type { frontendLog } from '@/api/contract/frontend-logs'
import type { linkList } from '@/api/contract/link-lists'
import type { material } from '@/api/contract/materials'
import type { linkSet, popupView } from '@/api/contract/popups'
import type { section } from '@/api/contract/sections'
import type { popupText } from '@/api/contract/texts'
import type { theme } from '@/api/contract/themes'
import type { Viewer } from '../context'
import type {
  AdminRecord,
  AnnounceFields,
  AppData,
  BannerRecord,
  ButtonRecord,
  CategoryRecord,
  FrontendLogRecord,
  LinkListRecord,
  LinkRecord,
  MaterialRecord,
  NotifyTargetName,
  PopupRecord,
  SectionRecord,
  TextRecord,
  ThemeRecord,
} from '../store/store'
import { idIndex } from '../store/id-index'
import { scheduleOf, shareableOf } from './schedule'

export type CategoryInclude = (typeof categoryInclude)[number]

/**
 * Visitors see active records inside their window (announced ones also before it, as coming items)
 * that their audience lets them see (at the `now` their read passes in, as the `viewer` it is for);
 * admins see everything, with its isActive flag, window and audience.
 */
export type ReadAs = 'visitor' | 'admin'

/** How a visitor meets a record that is there for them: open, or a stub (locked, coming, or both). */
export interface Presence {
  locked: boolean
  coming: boolean
}

/** Not signed in: an outsider. */
export const ANONYMOUS: Viewer = { userId: null, member: false }

const OPEN: Presence = { locked: false, coming: false }

type View<S extends z.ZodType> = z.input<S>

export const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id

/** A record's audience as views show it (defaults for data written before audiences). */
const audienceOf = (record: Audienced) => ({
  audience: record.audience ?? DEFAULT_AUDIENCE,
  lockedDisplay: record.lockedDisplay ?? DEFAULT_LOCKED_DISPLAY,
})

/**
 * Turns records into the contract's views: file objects for imageId/iconId and link sets with
 * their popup embedded (texts, buttons, link lists with their materials), so a bottom sheet needs
 * no second call. Popups are embedded one level deep: links inside an embedded popup carry
 * only popupId, which keeps popups that point at each other finite.
 *
 * For visitors, a record they may see only as a stub (members-only and locked for an outsider, or
 * announced before its window) keeps its title (a button's text), icon and window, with `locked`
 * or `coming` set, and nothing it holds: no links (so no popup), description, image, video,
 * materials, sections or subcategories (a banner keeps its image: it is all a banner shows). What
 * a viewer may not see at all is left out, with its id.
 */
export function resolver(app: AppData, as: ReadAs, now?: Date, viewer: Viewer = ANONYMOUS) {
  if (as === 'visitor' && !now) throw new Error('A visitor read resolves records at a moment: pass ctx.now().')
  const at = now ?? new Date(0)
  const admin = as === 'admin'
  // Built on first use: a view of one record needs one or two of them, and a big hub's materials are many.
  const index = <T extends { id: number }>(items: readonly T[]) => {
    let byId: ReadonlyMap<number, T> | undefined
    return { get: (id: number) => (byId ??= idIndex(items)).get(id) }
  }
  const files = index(app.files)
  const materials = index(app.materials)
  const sections = index(app.sections)
  const categories = index(app.categories)
  const texts = index(app.texts)
  const buttons = index(app.buttons)
  const linkLists = index(app.linkLists)
  const popups = index(app.popups)
  const pick = <T>(from: { get: (id: number) => T | undefined }, ids: readonly number[]): T[] => ids.flatMap((id) => from.get(id) ?? [])

  let waiting: Map<string, number> | undefined
  /** Admins: how many visitors wait for a record; visitors: the viewer's own request's id (keyed without a user). */
  const waitingFor = (target: NotifyTargetName, id: number): number | undefined => {
    if (!waiting) {
      waiting = new Map()
      for (const request of app.notifyRequests) {
        const key = `${request.target}:${String(request.targetId)}`
        if (admin) waiting.set(key, (waiting.get(key) ?? 0) + 1)
        else if (request.userId === viewer.userId) waiting.set(key, request.id)
      }
    }
    return waiting.get(`${target}:${String(id)}`)
  }

  /**
   * How a visitor meets a record with a window and an audience: null when it is not there for them
   * (inactive, outside its window and not announced, hidden by its audience).
   */
  function presence(record: { isActive: boolean } & Scheduled & AnnounceFields & Audienced): Presence | null {
    if (admin) return OPEN
    if (!record.isActive) return null
    const access = audienceAccess(record, viewer.member)
    if (access === 'hidden') return null
    const state = scheduleStateAt(record, at)
    if (state === 'ended' || (state === 'scheduled' && record.announce !== true)) return null
    return { locked: access === 'locked', coming: state === 'scheduled' }
  }

  /** Sections have no window and no active flag: their audience alone. */
  function sectionPresence(record: SectionRecord): Presence | null {
    if (admin) return OPEN
    const access = audienceAccess(record, viewer.member)
    return access === 'hidden' ? null : { locked: access === 'locked', coming: false }
  }

  /** Whether a material is there for the viewer at all by its audience (a filter naming a hidden one finds nothing). */
  const materialNotHidden = (id: number) => {
    const record = materials.get(id)
    return admin || record === undefined || notHidden(record)
  }

  /** Shown with everything it holds (for visitors: live, active, and open to them). */
  const shown = (record: Parameters<typeof presence>[0]) => isOpen(presence(record))
  const isOpen = (found: Presence | null) => found !== null && !found.locked && !found.coming

  /**
   * A category in a list: its own presence, and only under a parent that is open (what a locked or
   * coming category holds, its subcategories too, is not shown).
   */
  function categoryPresence(record: CategoryRecord): Presence | null {
    if (admin) return OPEN
    const own = presence(record)
    if (own === null || record.parentId === null) return own
    const parent = categories.get(record.parentId)
    return parent && isOpen(categoryPresence(parent)) ? own : null
  }

  /**
   * A direct read of a category: `open`; `locked` (403 members_only) when it or a category above it
   * is members-only and locked for the viewer; `absent` (404) when it or one above it is not there
   * for them (inactive, outside its window, hidden, or announced and not live yet).
   */
  function categoryRead(record: CategoryRecord): 'open' | 'locked' | 'absent' {
    if (admin) return 'open'
    let locked = false
    for (let current: CategoryRecord | undefined = record; current;) {
      const found = presence(current)
      if (found === null || found.coming) return 'absent'
      locked ||= found.locked
      current = current.parentId === null ? undefined : categories.get(current.parentId)
    }
    return locked ? 'locked' : 'open'
  }

  /**
   * A category's audience with those above it, whatever their activity or window: `absent` when one
   * of them is hidden from the viewer, `locked` when one is locked for them.
   */
  function categoryAudience(record: CategoryRecord): 'open' | 'locked' | 'absent' {
    let access: 'open' | 'locked' | 'absent' = 'open'
    for (let current: CategoryRecord | undefined = record; current;) {
      const own = audienceAccess(current, viewer.member)
      if (own === 'hidden') return 'absent'
      if (own === 'locked') access = 'locked'
      current = current.parentId === null ? undefined : categories.get(current.parentId)
    }
    return access
  }

  /**
   * A direct read of a section: its own audience, then the audiences of the categories that list it
   * (their activity and windows never closed a section, and still do not): when every one of them is
   * closed to the viewer, so is the section (locked when one of them is locked). A section no
   * category lists is reached by links: its own audience decides.
   */
  function sectionRead(record: SectionRecord): 'open' | 'locked' | 'absent' {
    if (admin) return 'open'
    const own = sectionPresence(record)
    if (own === null) return 'absent'
    if (own.locked) return 'locked'
    const owners = ownersRead(record)
    return owners === 'none' ? 'open' : owners
  }

  /** What the categories listing a section allow: `none` when no category lists it. */
  function ownersRead(record: SectionRecord): 'open' | 'locked' | 'absent' | 'none' {
    const owners = app.categories.filter((c) => c.sectionIds.includes(record.id))
    if (owners.length === 0) return 'none'
    const reads = owners.map(categoryAudience)
    if (reads.includes('open')) return 'open'
    return reads.includes('locked') ? 'locked' : 'absent'
  }

  /**
   * A section in a list of all sections: left out when the categories listing it are all closed to
   * the viewer (its title is part of what they hold); else as its own audience says.
   */
  function sectionInList(record: SectionRecord): Presence | null {
    if (admin) return OPEN
    const owners = ownersRead(record)
    return owners === 'open' || owners === 'none' ? sectionPresence(record) : null
  }

  function childrenOf(parentId: number): CategoryRecord[] {
    return app.categories.filter((c) => c.parentId === parentId && categoryPresence(c) !== null).sort(byOrder)
  }

  function fileView(id: number | null): View<typeof file> | null {
    const record = id === null ? undefined : files.get(id)
    return record ? { id: record.id, url: record.url, originalName: record.originalName, type: record.type } : null
  }

  // A view carries a file's id beside the file itself: `imageId` and `image`, `iconId` and `icon`.
  const withImage = (imageId: number | null) => ({ imageId, image: fileView(imageId) })
  const withIcon = (iconId: number | null) => ({ iconId, icon: fileView(iconId) })
  const noImage = { imageId: null, image: null }

  /** The audience and announcement fields of a view, and for a stub what kind of stub it is. */
  function marks(record: Audienced & AnnounceFields, target: NotifyTargetName | null, found: Presence) {
    const announce = record.announce === true
    return {
      ...audienceOf(record),
      ...(target && { announce }),
      ...(found.locked && { locked: true }),
      ...(found.coming && target && { coming: true, notifyRequestId: waitingFor(target, (record as { id: number }).id) ?? null }),
      ...(admin && announce && target && { waitingCount: waitingFor(target, (record as { id: number }).id) ?? 0 }),
    }
  }

  const isStub = (found: Presence) => found.locked || found.coming

  /** Ids of what the viewer may see at all, in their order (a hidden record's id is left out too). */
  function visibleIds<T extends { id: number }>(
    from: { get: (id: number) => T | undefined },
    ids: readonly number[],
    present: (r: T) => boolean,
  ) {
    if (admin) return [...ids]
    return ids.filter((id) => {
      const record = from.get(id)
      return record === undefined || present(record)
    })
  }
  const notHidden = (record: Audienced) => audienceAccess(record, viewer.member) !== 'hidden'

  function linksView(links: readonly LinkRecord[], embed: boolean): View<typeof linkSet>[] {
    return links.map((link) => {
      const popup = embed && link.popupId !== null ? popups.get(link.popupId) : undefined
      return { ...link, ...(popup ? { popup: popupOf(popup) } : {}) }
    })
  }

  function materialOf(record: MaterialRecord, embed = true, found: Presence = OPEN): View<typeof material> {
    const { id, title, isActive, displayType } = record
    const stub = isStub(found)
    return {
      id,
      title,
      description: stub ? null : record.description,
      isActive,
      displayType,
      ...(stub ? noImage : withImage(record.imageId)),
      ...withIcon(record.iconId),
      ...scheduleOf(record),
      ...shareableOf(record),
      ...marks(record, 'material', found),
      links: stub ? [] : linksView(record.links, embed),
    }
  }

  const materialsOf = (ids: readonly number[], embed = true) =>
    pick(materials, ids).flatMap((m) => {
      const found = presence(m)
      return found ? [materialOf(m, embed, found)] : []
    })

  function buttonOf(record: ButtonRecord, embed = true, found: Presence = OPEN): View<typeof button> {
    const { id, text, background, color, isActive, isToMain } = record
    return {
      id,
      text,
      background,
      color,
      isActive,
      isToMain,
      ...scheduleOf(record),
      ...marks(record, 'button', found),
      links: isStub(found) ? [] : linksView(record.links, embed),
    }
  }

  const buttonsOf = (ids: readonly number[]) =>
    pick(buttons, ids).flatMap((b) => {
      const found = presence(b)
      return found ? [buttonOf(b, false, found)] : []
    })

  function linkListOf(record: LinkListRecord, embed = true): View<typeof linkList> {
    const { id, title, titleAlign, type } = record
    return {
      id,
      title,
      titleAlign,
      type,
      materialIds: visibleIds(materials, record.materialIds, notHidden),
      localLinks: record.localLinks.map((l) => ({ id: l.id, title: l.title, url: l.url, ...withIcon(l.iconId) })),
      materials: materialsOf(record.materialIds, embed),
    }
  }

  function textOf(record: TextRecord): View<typeof popupText> {
    const items = record.items.map((item) => ({ ...item })).sort((a, b) => a.order - b.order || a.id - b.id)
    return { id: record.id, alignmentType: record.alignmentType, kind: record.kind, text: record.text, items }
  }

  function popupOf(record: PopupRecord): View<typeof popupView> {
    const { id, name, title, titleAlign } = record
    return {
      id,
      name,
      title,
      titleAlign,
      ...withImage(record.imageId),
      textIds: [...record.textIds],
      buttonIds: visibleIds(buttons, record.buttonIds, notHidden),
      linkListIds: [...record.linkListIds],
      texts: pick(texts, record.textIds).map(textOf),
      buttons: buttonsOf(record.buttonIds),
      linkLists: pick(linkLists, record.linkListIds).map((l) => linkListOf(l, false)),
    }
  }

  function sectionOf(record: SectionRecord, withMaterials: boolean, found: Presence = OPEN): View<typeof section> {
    const { id, order, title, roadType } = record
    const stub = isStub(found)
    return {
      id,
      order,
      title,
      roadType,
      materialIds: stub ? [] : visibleIds(materials, record.materialIds, notHidden),
      ...shareableOf(record),
      ...marks(record, null, found),
      links: stub ? [] : linksView(record.links, true),
      ...(withMaterials ? { materials: stub ? [] : materialsOf(record.materialIds) } : {}),
    }
  }

  const sectionsOf = (ids: readonly number[]) =>
    pick(sections, ids).flatMap((s) => {
      const found = sectionPresence(s)
      return found ? [sectionOf(s, true, found)] : []
    })

  /** Subcategories come with their sections (and those with their materials). */
  function categoryOf(record: CategoryRecord, include: ReadonlySet<CategoryInclude>, found: Presence = OPEN): View<typeof category> {
    const stub = isStub(found)
    const children = stub ? [] : childrenOf(record.id)
    const nested = new Set<CategoryInclude>(include.has('materials') ? ['sections', 'materials'] : ['sections'])
    return {
      id: record.id,
      title: record.title,
      isActive: record.isActive,
      description: stub ? null : record.description,
      descriptionAlign: record.descriptionAlign,
      ...withIcon(record.iconId),
      ...(stub ? noImage : withImage(record.imageId)),
      video: stub ? null : record.video,
      order: record.order,
      parentId: record.parentId,
      roadType: record.roadType,
      displayType: record.displayType,
      sectionDisplayType: record.sectionDisplayType,
      materialIds: stub ? [] : visibleIds(materials, record.materialIds, notHidden),
      sectionIds: stub ? [] : visibleIds(sections, record.sectionIds, notHidden),
      subcategoryIds: children.map((c) => c.id),
      ...scheduleOf(record),
      ...shareableOf(record),
      ...marks(record, 'category', found),
      links: stub ? [] : linksView(record.links, true),
      ...(include.has('materials') ? { materials: stub ? [] : materialsOf(record.materialIds) } : {}),
      ...(include.has('sections') ? { sections: stub ? [] : sectionsOf(record.sectionIds) } : {}),
      ...(include.has('subcategories') ? { subcategories: children.map((c) => categoryOf(c, nested, categoryPresence(c) ?? OPEN)) } : {}),
    }
  }

  function bannerOf(record: BannerRecord, found: Presence = OPEN): View<typeof banner> {
    return {
      id: record.id,
      isActive: record.isActive,
      ...withImage(record.imageId),
      ...scheduleOf(record),
      ...marks(record, 'banner', found),
      links: isStub(found) ? [] : linksView(record.links, true),
    }
  }

  return {
    shown,
    presence,
    sectionPresence,
    categoryPresence,
    categoryRead,
    sectionRead,
    sectionInList,
    materialNotHidden,
    childrenOf,
    file: fileView,
    material: materialOf,
    button: buttonOf,
    linkList: linkListOf,
    text: textOf,
    popup: popupOf,
    section: sectionOf,
    category: categoryOf,
    banner: bannerOf,
  }
}

export function themeOf(record: ThemeRecord): View<typeof theme> {
  return { ...record }
}

export function adminOf(record: AdminRecord): View<typeof admin> {
  return { ...record }
}

export function frontendLogOf(record: FrontendLogRecord): View<typeof frontendLog> {
  return { ...record }
}
