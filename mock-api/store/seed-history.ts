import { recordAudit } from '../services/audit'
import type { AppData, Data } from './store'

const HOUR_MS = 60 * 60 * 1000

/**
 * A few days of the demo hub's history for the dev server's first start, so History (and the
 * edit screens' History panels) show what they are for on a fresh `npm run dev`: Анна created the
 * meetup banner, put it first and back, rewrote the JavaScript course's description and changed the
 * light theme's accent. Written
 * through `recordAudit` as the services do, with the records' versions raised to match, so each
 * entry can be restored. Tests and stories use the bare seed: their histories start empty.
 */
export function withDemoHistory(data: Data, now: Date = new Date()): Data {
  const app = data.apps.demo
  if (!app) return data
  const admin = app.admins[0]
  if (!admin) return data
  let at = now.getTime() - 50 * HOUR_MS
  const ctx = (hoursLater: number) => {
    at += hoursLater * HOUR_MS
    const when = new Date(at)
    return { caller: { id: admin.telegramId, isAdmin: true, role: admin.role }, now: () => when }
  }
  createdBanner(app, ctx(0))
  reorderedBanners(app, ctx(2))
  // The JavaScript course's description rewritten, then the light theme's accent changed from Telegram's default blue.
  updatedFirst(app, ctx(20), 'materials', { description: '10 уроков: переменные, функции, массивы.' })
  updatedFirst(app, ctx(3), 'themes', { backgroundColor: '#3390ec' })
  return data
}

type Stamp = Parameters<typeof recordAudit>[1]

function createdBanner(app: AppData, ctx: Stamp) {
  const banner = app.banners[1]
  if (!banner) return
  recordAudit(app, ctx, { action: 'create', resource: 'banners', recordId: banner.id, before: null, after: { ...banner, version: 1 } })
}

/** The new banner moved to the front, then back to second: two order entries; the list's order version is 3. */
function reorderedBanners(app: AppData, ctx: Stamp) {
  const ids = app.banners.map((banner) => banner.id)
  if (ids.length < 2) return
  const front = [ids[1], ids[0], ...ids.slice(2)] as number[]
  recordAudit(app, ctx, {
    action: 'order',
    resource: 'banners',
    recordId: null,
    before: { list: 'banners', ids },
    after: { list: 'banners', ids: front },
  })
  recordAudit(
    app,
    { ...ctx, now: () => new Date(ctx.now().getTime() + 5 * 60 * 1000) },
    {
      action: 'order',
      resource: 'banners',
      recordId: null,
      before: { list: 'banners', ids: front },
      after: { list: 'banners', ids },
    },
  )
  app.orderVersions = { ...app.orderVersions, banners: 3 }
}

/** The first of a hub's `resource` rewritten once: it said `was` at version 1 and is at version 2 now. */
function updatedFirst<K extends 'materials' | 'themes'>(app: AppData, ctx: Stamp, resource: K, was: Partial<AppData[K][number]>) {
  const record = app[resource][0]
  if (!record) return
  const before = { ...record, ...was, version: 1 }
  record.version = 2
  recordAudit(app, ctx, { action: 'update', resource, recordId: record.id, before, after: { ...record } })
}
