import { http, HttpResponse, type HttpHandler } from 'msw'
import type { AuditRecord } from '@mock-api/store/records'
import type { Data } from '@mock-api/store/store'
import { seedWith } from '../support/mock-api'

/**
 * The demo hub with a short history: Анна renamed material 1 (from «Основы JS»), then deleted a
 * popup that is no longer there, «Старый попап» (a copy of the first one). Newest last, as the store keeps it.
 */
export function historySeed(): Data {
  return seedWith((data) => {
    const app = data.apps.demo!
    const material = app.materials.find((m) => m.id === 1)!
    const popup = app.popups[0]!
    const renamed = { ...material, title: 'Основы JS', version: 1 }
    const saved = { ...material, version: 2 }
    const gone = { ...popup, id: 999, name: 'Старый попап', title: 'Старый попап', version: 1 }
    const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`
    const log: AuditRecord[] = [
      {
        id: 1,
        at: at(5),
        userId: 1,
        userName: 'Анна Смирнова',
        action: 'update',
        resource: 'materials',
        recordId: material.id,
        before: renamed,
        after: saved,
        related: [],
        restoredEntryId: null,
      },
      {
        id: 2,
        at: at(20),
        userId: 1,
        userName: 'Анна Смирнова',
        action: 'delete',
        resource: 'popups',
        recordId: 999,
        before: gone,
        after: null,
        related: [],
        restoredEntryId: null,
      },
    ]
    app.auditLog = log
    app.lastIds.auditLog = log.length
  })
}

/** The audit log is none of this backend's (404): History is hidden, saving works. */
export const auditLogMissing: HttpHandler = http.get('*/api/admin/audit-log', () =>
  HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
)

/** A restore the server refuses: the record was put back already (409 restore_record_exists). */
export const restoreRefused: HttpHandler = http.post('*/api/admin/audit-log/:id/restore', () =>
  HttpResponse.json(
    {
      message: 'The record is there already.',
      code: 'restore_record_exists',
      params: { record: { resource: 'popups', id: 999, title: 'Старый попап' } },
    },
    { status: 409 },
  ),
)

/**
 * Entries whose values point at other records, over two days: on 24 November a material got an
 * image and links (a popup, a category), on 25 November the theme's background changed and Home's
 * categories were reordered. History draws a thumbnail, names, a swatch and the order as names.
 */
export function historyValuesSeed(): Data {
  return seedWith((data) => {
    const app = data.apps.demo!
    const material = app.materials[0]!
    const image = app.files.find((file) => file.type === 'image') ?? app.files[0]!
    const popup = app.popups[0]!
    const category = app.categories.find((c) => c.parentId === null)!
    const theme = app.themes[0]!
    const roots = app.categories.filter((c) => c.parentId === null).map((c) => c.id)
    const base = { userId: 1, userName: 'Анна Смирнова', related: [], restoredEntryId: null }
    const bare = { ...material, imageId: null, links: [], version: 1 }
    const illustrated = {
      ...material,
      imageId: image.id,
      links: [
        { linkType: 'popup', popupId: popup.id, internalUrl: null, externalUrl: null },
        { linkType: 'internal', popupId: null, internalUrl: `/category/${category.id}`, externalUrl: null },
      ],
      version: 2,
    }
    const white = { ...theme, backgroundColor: '#ffffff', version: 1 }
    const blue = { ...theme, backgroundColor: '#1e88e5', version: 2 }
    const log: AuditRecord[] = [
      {
        ...base,
        id: 1,
        at: '2026-11-24T09:30:00.000Z',
        action: 'update',
        resource: 'materials',
        recordId: material.id,
        before: bare,
        after: illustrated,
      },
      {
        ...base,
        id: 2,
        at: '2026-11-25T10:00:00.000Z',
        action: 'update',
        resource: 'themes',
        recordId: theme.id,
        before: white,
        after: blue,
      },
      {
        ...base,
        id: 3,
        at: '2026-11-25T10:05:00.000Z',
        action: 'order',
        resource: 'categories',
        recordId: null,
        before: { list: 'categories', ids: [...roots].reverse() },
        after: { list: 'categories', ids: roots },
      },
    ]
    app.auditLog = log
    app.lastIds.auditLog = log.length
  })
}
