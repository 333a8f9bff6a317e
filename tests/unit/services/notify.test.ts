import { describe, expect, it } from 'vitest'
import { deliverDueEverywhere, OUTBOX_LIMIT } from '@mock-api/services/notify'
import { link, seeder } from '@mock-api/store/seed-builder'
import { emptyData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { NOW, problemOf, setup } from './support'

const STARTS = '2026-01-02T06:00:00.000Z'
const after = (ms: number) => new Date(Date.parse(STARTS) + ms)

/** A hub with an announced material and category going live at STARTS, and an unannounced one. */
function announcedHub(): Data {
  const data = emptyData('demo')
  const s = seeder(data.apps.demo!)
  s.admin({ telegramId: 1, name: 'Админ', username: null, email: null })
  const webinar = s.material({
    title: 'Вебинар',
    displayType: 'icon',
    visibleFrom: STARTS,
    announce: true,
    links: [link.external('https://w.example')],
  })
  const quiet = s.material({ title: 'Тихий', displayType: 'icon', visibleFrom: STARTS })
  s.category({ title: 'Анонсы', roadType: 'material', displayType: 'no_bg', materialIds: [webinar.id, quiet.id] })
  s.category({
    title: 'Новый курс',
    roadType: 'link',
    displayType: 'no_bg',
    visibleFrom: STARTS,
    announce: true,
    links: [link.external('https://c.example')],
  })
  return data
}

const ivan = { id: 2, isAdmin: false, role: null, name: 'Иван Гостев' }
const maria = { id: 3, isAdmin: false, role: null, name: 'Мария' }

describe('notify requests and sending', () => {
  it("sends once to everyone waiting when the record goes live, on the node server's timer without any call", async () => {
    const { as, store } = setup(announcedHub())
    await as(ivan).notifyRequests.create({ target: 'material', id: 1 })
    await as(maria).notifyRequests.create({ target: 'material', id: 1 })
    await as(maria).notifyRequests.create({ target: 'category', id: 2 })
    await deliverDueEverywhere(store, () => after(-1))
    expect(await store.read((data) => data.apps.demo!.notifications)).toEqual([])
    await deliverDueEverywhere(store, () => after(0))
    await deliverDueEverywhere(store, () => after(60_000))
    const sent = await store.read((data) => data.apps.demo!.notifications)
    expect(sent.map((n) => [n.target, n.targetId, n.userId, n.userName, n.title, n.sentAt, n.status])).toEqual([
      ['material', 1, 2, 'Иван Гостев', 'Вебинар', STARTS, 'delivered'],
      ['material', 1, 3, 'Мария', 'Вебинар', STARTS, 'delivered'],
      ['category', 2, 3, 'Мария', 'Новый курс', STARTS, 'delivered'],
    ])
    expect(await store.read((data) => data.apps.demo!.notifyRequests)).toEqual([])
  })

  it('keeps visitors waiting while the record is switched off, and drops requests for a deleted record unsent', async () => {
    const { admin, as, store, clock } = setup(announcedHub())
    await as(ivan).notifyRequests.create({ target: 'material', id: 1 })
    await as(ivan).notifyRequests.create({ target: 'category', id: 2 })
    const webinar = await admin.admin.materials.get({ id: 1 })
    await admin.admin.materials.update({ ...webinar, isActive: false })
    await admin.admin.categories.delete({ id: 2 })
    clock.now = after(1000)
    await admin.admin.notifications.list({})
    expect(await store.read((data) => data.apps.demo!.notifyRequests.map((r) => r.target))).toEqual(['material'])
    expect((await admin.admin.notifications.list({})).data).toEqual([])
    await admin.admin.materials.update({ ...webinar, isActive: true, version: undefined })
    const outbox = await admin.admin.notifications.list({})
    expect(outbox.data.map((n) => [n.targetId, n.sentAt])).toEqual([[1, after(1000).toISOString()]])
  })

  it("the waiting count is the admin's; the visitor's read names the caller's own request", async () => {
    const { admin, as } = setup(announcedHub())
    const request = await as(ivan).notifyRequests.create({ target: 'material', id: 1 })
    expect((await admin.admin.materials.get({ id: 1 })).waitingCount).toBe(1)
    expect((await admin.admin.materials.get({ id: 2 })).waitingCount).toBeUndefined()
    const seen = (caller: typeof ivan | null) =>
      as(caller)
        .categories.get({ id: 1, include: ['materials'] })
        .then((c) => c.materials)
    expect((await seen(ivan))?.map((m) => [m.title, m.coming, m.notifyRequestId])).toEqual([['Вебинар', true, request.id]])
    expect((await seen(maria))?.[0]?.notifyRequestId).toBeNull()
    expect((await seen(null))?.[0]?.links).toEqual([])
  })

  it('refuses what cannot be waited for with codes, and anonymous callers with 401', async () => {
    const { as, clock } = setup(announcedHub())
    expect((await problemOf(as(null).notifyRequests.create({ target: 'material', id: 1 }))).status).toBe(401)
    expect((await problemOf(as(ivan).notifyRequests.create({ target: 'material', id: 2 }))).extra.code).toBe('notify_not_announced')
    expect((await problemOf(as(ivan).notifyRequests.create({ target: 'banner', id: 1 }))).status).toBe(404)
    clock.now = after(0)
    expect((await problemOf(as(ivan).notifyRequests.create({ target: 'material', id: 1 }))).extra.code).toBe('notify_already_live')
    expect(NOW.getTime()).toBeLessThan(Date.parse(STARTS))
  })

  it('keeps the outbox bounded: the oldest messages go first', async () => {
    const data = announcedHub()
    const app = data.apps.demo!
    app.notifications = Array.from({ length: OUTBOX_LIMIT }, (_, i) => ({
      id: i + 1,
      target: 'material' as const,
      targetId: 1,
      title: 'Старое',
      userId: 9,
      userName: null,
      sentAt: NOW.toISOString(),
      status: 'delivered' as const,
    }))
    app.lastIds.notifications = OUTBOX_LIMIT
    const { as, store } = setup(data)
    await as(ivan).notifyRequests.create({ target: 'material', id: 1 })
    await deliverDueEverywhere(store, () => after(0))
    const kept = await store.read((d) => d.apps.demo!.notifications)
    expect(kept).toHaveLength(OUTBOX_LIMIT)
    expect([kept[0]?.id, kept.at(-1)?.id, kept.at(-1)?.userId]).toEqual([2, OUTBOX_LIMIT + 1, 2])
  })
})
