import type { z } from 'zod'
import type { admin } from '@/api/contract/admins'
import type { banner } from '@/api/contract/banners'
import type { button } from '@/api/contract/buttons'
import type { category, categoryInclude } from '@/api/contract/categories'
import type { file } from '@/api/contract/common'
import { isShownAt, type Scheduled } from '@/api/contract/plain/schedule-state'
import type { frontendLog } from '@/api/contract/frontend-logs'
import type { linkList } from '@/api/contract/link-lists'
import type { material } from '@/api/contract/materials'
import type { linkSet, popupView } from '@/api/contract/popups'
import type { section } from '@/api/contract/sections'
import type { popupText } from '@/api/contract/texts'
import type { theme } from '@/api/contract/themes'
import type {
  AdminRecord,
  AppData,
  BannerRecord,
  ButtonRecord,
  CategoryRecord,
  FrontendLogRecord,
  LinkListRecord,
  LinkRecord,
  MaterialRecord,
  PopupRecord,
  SectionRecord,
  TextRecord,
  ThemeRecord,
} from '../store/store'
import { idIndex } from '../store/id-index'
import { scheduleOf, shareableOf } from './schedule'

export type CategoryInclude = (typeof categoryInclude)[number]

/**
 * Visitors see active records inside their window only (at the `now` their read passes in); admins
 * see everything, with its isActive flag and window.
 */
export type Audience = 'visitor' | 'admin'

type View<S extends z.ZodType> = z.input<S>

export const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id

/**
 * Turns records into the contract's views: file objects for imageId/iconId and link sets with
 * their popup embedded (texts, buttons, link lists with their materials), so a bottom sheet needs
 * no second call. Popups are embedded one level deep: links inside an embedded popup carry
 * only popupId, which keeps popups that point at each other finite.
 */
export function resolver(app: AppData, audience: Audience, now?: Date) {
  if (audience === 'visitor' && !now) throw new Error('A visitor read resolves records at a moment: pass ctx.now().')
  const at = now ?? new Date(0)
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
  const shown = (record: { isActive: boolean } & Scheduled) => audience === 'admin' || (record.isActive && isShownAt(record, at))

  /** A category and every category above it shown: a subcategory goes when its parent does. */
  function categoryShown(record: CategoryRecord): boolean {
    if (audience === 'admin') return true
    const parent = record.parentId === null ? undefined : categories.get(record.parentId)
    return shown(record) && (parent === undefined || categoryShown(parent))
  }

  function childrenOf(parentId: number): CategoryRecord[] {
    return app.categories.filter((c) => c.parentId === parentId && categoryShown(c)).sort(byOrder)
  }

  function fileView(id: number | null): View<typeof file> | null {
    const record = id === null ? undefined : files.get(id)
    return record ? { id: record.id, url: record.url, originalName: record.originalName, type: record.type } : null
  }

  // A view carries a file's id beside the file itself: `imageId` and `image`, `iconId` and `icon`.
  const withImage = (imageId: number | null) => ({ imageId, image: fileView(imageId) })
  const withIcon = (iconId: number | null) => ({ iconId, icon: fileView(iconId) })

  function linksView(links: readonly LinkRecord[], embed: boolean): View<typeof linkSet>[] {
    return links.map((link) => {
      const popup = embed && link.popupId !== null ? popups.get(link.popupId) : undefined
      return { ...link, ...(popup ? { popup: popupOf(popup) } : {}) }
    })
  }

  function materialOf(record: MaterialRecord, embed = true): View<typeof material> {
    const { id, title, description, isActive, displayType } = record
    return {
      id,
      title,
      description,
      isActive,
      displayType,
      ...withImage(record.imageId),
      ...withIcon(record.iconId),
      ...scheduleOf(record),
      ...shareableOf(record),
      links: linksView(record.links, embed),
    }
  }

  const materialsOf = (ids: readonly number[], embed = true) =>
    pick(materials, ids)
      .filter(shown)
      .map((m) => materialOf(m, embed))

  function buttonOf(record: ButtonRecord, embed = true): View<typeof button> {
    const { id, text, background, color, isActive, isToMain } = record
    return { id, text, background, color, isActive, isToMain, ...scheduleOf(record), links: linksView(record.links, embed) }
  }

  function linkListOf(record: LinkListRecord, embed = true): View<typeof linkList> {
    const { id, title, titleAlign, type } = record
    return {
      id,
      title,
      titleAlign,
      type,
      materialIds: [...record.materialIds],
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
      buttonIds: [...record.buttonIds],
      linkListIds: [...record.linkListIds],
      texts: pick(texts, record.textIds).map(textOf),
      buttons: pick(buttons, record.buttonIds)
        .filter(shown)
        .map((b) => buttonOf(b, false)),
      linkLists: pick(linkLists, record.linkListIds).map((l) => linkListOf(l, false)),
    }
  }

  function sectionOf(record: SectionRecord, withMaterials: boolean): View<typeof section> {
    const { id, order, title, roadType } = record
    return {
      id,
      order,
      title,
      roadType,
      materialIds: [...record.materialIds],
      ...shareableOf(record),
      links: linksView(record.links, true),
      ...(withMaterials ? { materials: materialsOf(record.materialIds) } : {}),
    }
  }

  /** Subcategories come with their sections (and those with their materials). */
  function categoryOf(record: CategoryRecord, include: ReadonlySet<CategoryInclude>): View<typeof category> {
    const children = childrenOf(record.id)
    const nested = new Set<CategoryInclude>(include.has('materials') ? ['sections', 'materials'] : ['sections'])
    return {
      id: record.id,
      title: record.title,
      isActive: record.isActive,
      description: record.description,
      descriptionAlign: record.descriptionAlign,
      ...withIcon(record.iconId),
      ...withImage(record.imageId),
      video: record.video,
      order: record.order,
      parentId: record.parentId,
      roadType: record.roadType,
      displayType: record.displayType,
      sectionDisplayType: record.sectionDisplayType,
      materialIds: [...record.materialIds],
      sectionIds: [...record.sectionIds],
      subcategoryIds: children.map((c) => c.id),
      ...scheduleOf(record),
      ...shareableOf(record),
      links: linksView(record.links, true),
      ...(include.has('materials') ? { materials: materialsOf(record.materialIds) } : {}),
      ...(include.has('sections') ? { sections: pick(sections, record.sectionIds).map((s) => sectionOf(s, true)) } : {}),
      ...(include.has('subcategories') ? { subcategories: children.map((c) => categoryOf(c, nested)) } : {}),
    }
  }

  function bannerOf(record: BannerRecord): View<typeof banner> {
    return {
      id: record.id,
      isActive: record.isActive,
      ...withImage(record.imageId),
      ...scheduleOf(record),
      links: linksView(record.links, true),
    }
  }

  return {
    shown,
    categoryShown,
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
