import { nextId } from './next-id'
import type {
  AdminRecord,
  AppData,
  BannerRecord,
  ButtonRecord,
  CategoryRecord,
  FileRecord,
  LinkListRecord,
  LinkRecord,
  MaterialRecord,
  PopupRecord,
  SectionRecord,
  TextRecord,
  ThemeRecord,
} from './store'

const SEED_TIME = '2026-01-01T00:00:00.000Z'

export const link = {
  external: (externalUrl: string): LinkRecord => ({ linkType: 'external', internalUrl: null, externalUrl, popupId: null }),
  internal: (internalUrl: string): LinkRecord => ({ linkType: 'internal', internalUrl, externalUrl: null, popupId: null }),
  popup: (popupId: number): LinkRecord => ({ linkType: 'popup', internalUrl: null, externalUrl: null, popupId }),
}

type New<T> = Omit<T, 'id'>

/** Seeds one record a row, in the rows' order (so their ids follow it), and gives them back by the rows' names. */
export function seedRows<K extends string, R, T>(rows: Record<K, R>, make: (row: R) => T): Record<K, T> {
  return Object.fromEntries(Object.entries<R>(rows).map(([name, row]) => [name, make(row)])) as Record<K, T>
}

const noSchedule = { visibleFrom: null, visibleUntil: null }

/** Adds seed records to a hub with fresh ids, filling the fields most records leave at their defaults. */
export function seeder(app: AppData) {
  const add = <T extends { id: number }>(list: T[], record: T): T => {
    list.push(record)
    return record
  }
  return {
    file: (type: FileRecord['type'], name: string): FileRecord =>
      add(app.files, {
        id: nextId(app, 'files'),
        type,
        url: `/seed/${name}`,
        originalName: name,
        contentType: name.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
        storageKey: null,
        createdAt: SEED_TIME,
      }),
    material: (r: Partial<New<MaterialRecord>> & Pick<MaterialRecord, 'title' | 'displayType'>): MaterialRecord =>
      add(app.materials, {
        id: nextId(app, 'materials'),
        description: null,
        isActive: true,
        imageId: null,
        iconId: null,
        links: [],
        ...noSchedule,
        ...r,
      }),
    section: (r: Partial<New<SectionRecord>> & Pick<SectionRecord, 'title' | 'roadType'>): SectionRecord =>
      add(app.sections, { id: nextId(app, 'sections'), order: 0, materialIds: [], links: [], ...r }),
    category: (r: Partial<New<CategoryRecord>> & Pick<CategoryRecord, 'title' | 'roadType' | 'displayType'>): CategoryRecord => {
      const parentId = r.parentId ?? null
      const order = app.categories.filter((c) => c.parentId === parentId).length
      return add(app.categories, {
        id: nextId(app, 'categories'),
        isActive: true,
        description: null,
        descriptionAlign: 'left',
        iconId: null,
        imageId: null,
        video: null,
        sectionDisplayType: 'list',
        materialIds: [],
        sectionIds: [],
        links: [],
        ...noSchedule,
        ...r,
        parentId,
        order: r.order ?? order,
      })
    },
    plainText: (alignmentType: TextRecord['alignmentType'], text: string): TextRecord =>
      add(app.texts, { id: nextId(app, 'texts'), alignmentType, kind: 'plain', text, items: [] }),
    bulletText: (alignmentType: TextRecord['alignmentType'], values: string[]): TextRecord =>
      add(app.texts, {
        id: nextId(app, 'texts'),
        alignmentType,
        kind: 'bullets',
        text: null,
        items: values.map((value, order) => ({ id: nextId(app, 'textItems'), value, order })),
      }),
    button: (r: Partial<New<ButtonRecord>> & Pick<ButtonRecord, 'text'>): ButtonRecord =>
      add(app.buttons, {
        id: nextId(app, 'buttons'),
        background: '#000000',
        color: '#ffffff',
        isActive: true,
        isToMain: false,
        links: [],
        ...noSchedule,
        ...r,
      }),
    linkList: (r: Partial<New<LinkListRecord>> & Pick<LinkListRecord, 'title' | 'type'>): LinkListRecord =>
      add(app.linkLists, { id: nextId(app, 'linkLists'), titleAlign: 'left', materialIds: [], localLinks: [], ...r }),
    localLink: (title: string, url: string, iconId: number | null) => ({ id: nextId(app, 'localLinks'), title, url, iconId }),
    popup: (r: Partial<New<PopupRecord>> & Pick<PopupRecord, 'name'>): PopupRecord =>
      add(app.popups, {
        id: nextId(app, 'popups'),
        title: null,
        titleAlign: 'left',
        imageId: null,
        textIds: [],
        buttonIds: [],
        linkListIds: [],
        ...r,
      }),
    banner: (r: Partial<New<BannerRecord>>): BannerRecord =>
      add(app.banners, { id: nextId(app, 'banners'), name: null, isActive: true, imageId: null, links: [], ...noSchedule, ...r }),
    theme: (r: New<ThemeRecord>): ThemeRecord => add(app.themes, { id: nextId(app, 'themes'), ...r }),
    admin: (r: Omit<New<AdminRecord>, 'createdAt'>): AdminRecord =>
      add(app.admins, { id: nextId(app, 'admins'), createdAt: SEED_TIME, ...r }),
  }
}
