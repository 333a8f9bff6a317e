import { Low } from 'lowdb'
import { describe, expect, it } from 'vitest'
import { createCallerFactory } from '@mock-api/trpc'
import { appRouter } from '@mock-api/routers'
import { createMemoryFileStorage } from '@mock-api/store/file-storage'
import { createLowStore } from '@mock-api/store/low-store'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { ADMIN, fileOf, NOW, PNG, problemOf, setup } from './support'

const DAY = 24 * 60 * 60 * 1000
const clock = (start = NOW) => {
  let time = start.getTime()
  return { now: () => new Date(time), advance: (days: number) => (time += days * DAY) }
}

describe('audit log: recording', () => {
  it("names the admin by their access user's name at the time, and keeps that name after a rename", async () => {
    const { admin } = setup()
    const material = await admin.admin.materials.create({ title: 'Гайд' })
    const me = (await admin.admin.admins.list({ filter: { telegramId: ADMIN.id } })).data[0]!
    await admin.admin.admins.update({ ...me, name: 'Анна Новая' })
    await admin.admin.materials.update({ id: material.id, title: 'Гайд 2' })
    const entries = (await admin.admin.auditLog.list({ filter: { resource: 'materials', recordId: material.id } })).data
    expect(entries.map((e) => [e.action, e.userId, e.userName])).toEqual([
      ['update', ADMIN.id, 'Анна Новая'],
      ['create', ADMIN.id, 'Анна Смирнова'],
    ])
  })

  it('writes nothing for a refused write, and nothing at all when the store cannot persist: entry and change go together', async () => {
    const { admin, store } = setup()
    const total = async () => (await admin.admin.auditLog.list({})).meta.total
    const before = await total()
    const popup = await admin.admin.popups.create({ name: 'Нужный' })
    await admin.admin.buttons.create({ text: 'Открывает', links: [{ linkType: 'popup', popupId: popup.id }] })
    expect((await problemOf(admin.admin.popups.delete({ id: popup.id }))).status).toBe(409)
    expect(await total()).toBe(before + 2)

    const data: Data = await store.read((d) => structuredClone(d))
    const failing = createLowStore(
      new Low<Data>(
        {
          read: () => Promise.resolve(null),
          write: () => Promise.reject(new Error('disk full')),
        },
        data,
      ),
    )
    const broken = createCallerFactory(appRouter)({
      appKey: 'demo',
      caller: ADMIN,
      authProblem: null,
      store: failing,
      files: createMemoryFileStorage(),
      now: () => NOW,
      setCookie: () => {},
    })
    await expect(broken.admin.materials.create({ title: 'Не сохранится' })).rejects.toThrow('disk full')
    const after = await failing.read((d) => d.apps.demo!)
    expect(after.auditLog?.length).toBe(data.apps.demo!.auditLog?.length)
    expect(after.materials.some((m) => m.title === 'Не сохранится')).toBe(false)
  })

  it('raises the versions of records a delete changed elsewhere and lists them as related; others keep theirs', async () => {
    const { admin } = setup()
    const gone = await admin.admin.materials.create({ title: 'Уходит' })
    const stays = await admin.admin.materials.create({ title: 'Остаётся' })
    const listing = await admin.admin.categories.create({ title: 'С ним', materialIds: [stays.id, gone.id] })
    const other = await admin.admin.categories.create({ title: 'Без него', materialIds: [stays.id] })
    await admin.admin.materials.delete({ id: gone.id })
    const [entry] = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data
    expect(entry).toMatchObject({ action: 'delete', resource: 'materials', recordId: gone.id, before: { title: 'Уходит' }, after: null })
    expect(entry?.related).toEqual([
      {
        resource: 'categories',
        recordId: listing.id,
        before: expect.objectContaining({ materialIds: [stays.id, gone.id], version: 1 }),
        after: expect.objectContaining({ materialIds: [stays.id], version: 2 }),
      },
    ])
    expect((await admin.admin.categories.get({ id: listing.id })).version).toBe(2)
    expect((await admin.admin.categories.get({ id: other.id })).version).toBe(1)
    // The category's history shows the delete that changed it.
    const categoryHistory = (await admin.admin.auditLog.list({ filter: { resource: 'categories', recordId: listing.id } })).data
    expect(categoryHistory.map((e) => e.action)).toEqual(['delete', 'create'])
  })

  it('reads data of an older release (no audit log, no counter) as an empty log and starts it at id 1', async () => {
    const data = seedData()
    expect(data.apps.demo!.auditLog).toBeUndefined()
    const { admin } = setup(data)
    expect((await admin.admin.auditLog.list({})).data).toEqual([])
    await admin.admin.themes.create({ type: 'dark' })
    expect((await admin.admin.auditLog.list({})).data.map((e) => e.id)).toEqual([1])
  })
})

describe('audit log: bounds', () => {
  it('keeps the last maxEntries entries per hub, trimmed by the write that adds one; ids are never reused', async () => {
    const { admin } = setup(undefined, { auditLimits: { maxEntries: 3, maxAgeDays: 90 } })
    const club = setup(undefined, { auditLimits: { maxEntries: 3, maxAgeDays: 90 } }).as(ADMIN, 'club')
    for (const title of ['1', '2', '3', '4', '5']) await admin.admin.materials.create({ title })
    await club.admin.materials.create({ title: 'клуб' })
    const log = await admin.admin.auditLog.list({})
    expect(log.meta.total).toBe(3)
    expect(log.data.map((e) => [e.id, e.after && 'title' in e.after ? e.after.title : null])).toEqual([
      [5, '5'],
      [4, '4'],
      [3, '3'],
    ])
    await admin.admin.materials.create({ title: '6' })
    expect((await admin.admin.auditLog.list({})).data.map((e) => e.id)).toEqual([6, 5, 4])
    expect((await problemOf(admin.admin.auditLog.restore({ id: 2 }))).status).toBe(404)
  })

  it('drops entries older than maxAgeDays in the next write, by the injected clock', async () => {
    const time = clock()
    const { admin } = setup(undefined, { now: time.now, auditLimits: { maxEntries: 10_000, maxAgeDays: 90 } })
    await admin.admin.materials.create({ title: 'день 0' })
    time.advance(60)
    await admin.admin.materials.create({ title: 'день 60' })
    time.advance(31)
    // Day 91: nothing is read away, the first entry goes with the next write.
    expect((await admin.admin.auditLog.list({})).meta.total).toBe(2)
    await admin.admin.materials.create({ title: 'день 91' })
    const log = (await admin.admin.auditLog.list({})).data
    expect(log.map((e) => e.at)).toEqual([
      new Date(NOW.getTime() + 91 * DAY).toISOString(),
      new Date(NOW.getTime() + 60 * DAY).toISOString(),
    ])
  })

  it("keeps a deleted upload's bytes while its delete can be restored, and removes them once the history lets it go", async () => {
    const time = clock()
    const { admin, files } = setup(undefined, { now: time.now, auditLimits: { maxEntries: 10_000, maxAgeDays: 90 } })
    const icon = await admin.files.upload({ file: fileOf(PNG, 'icon.png'), type: 'icon' })
    const key = icon.url.replace('/api/uploads/', '')
    await admin.admin.files.delete({ id: icon.id })
    expect(await files.get(key)).not.toBeNull()
    const deleted = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data[0]!

    // Restorable meanwhile: the file comes back with its bytes.
    await admin.admin.auditLog.restore({ id: deleted.id })
    expect((await admin.admin.files.list({})).data.some((f) => f.id === icon.id)).toBe(true)
    await admin.admin.files.delete({ id: icon.id })

    time.advance(91)
    await admin.admin.materials.create({ title: 'Очередная запись' })
    expect(await files.get(key)).not.toBeNull()
    // The next write of the files service removes them.
    await admin.files.upload({ file: fileOf(PNG, 'next.png'), type: 'image' })
    expect(await files.get(key)).toBeNull()
  })
})

describe('restore', () => {
  it('a deleted popup comes back without a part that cannot stand any more (its materials are gone), and lets go of it', async () => {
    const { admin } = setup()
    const material = await admin.admin.materials.create({ title: 'Единственный в списке' })
    const kept = await admin.admin.texts.create({ kind: 'plain', text: 'Остаётся' })
    const list = await admin.admin.linkLists.create({ title: 'Список', type: 'materials', materialIds: [material.id] })
    const popup = await admin.admin.popups.create({ name: 'С частями', textIds: [kept.id], linkListIds: [list.id] })
    await admin.admin.popups.delete({ id: popup.id })
    const deleted = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data[0]!
    await admin.admin.materials.delete({ id: material.id })

    const restored = await admin.admin.auditLog.restore({ id: deleted.id })
    expect(restored.related.map((r) => [r.resource, r.recordId, r.before === null])).toEqual([['texts', kept.id, true]])
    expect(await admin.admin.popups.get({ id: popup.id })).toMatchObject({ textIds: [kept.id], linkListIds: [], version: 2 })
    expect((await problemOf(admin.admin.linkLists.get({ id: list.id }))).status).toBe(404)
  })

  it('undoing a create follows the rules of a delete: a popup something opens stays (409), and nothing is recorded', async () => {
    const { admin } = setup()
    const popup = await admin.admin.popups.create({ name: 'Открываемый' })
    const created = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data[0]!
    await admin.admin.materials.create({ title: 'Открывает', links: [{ linkType: 'popup', popupId: popup.id }] })
    const total = (await admin.admin.auditLog.list({})).meta.total
    expect((await problemOf(admin.admin.auditLog.restore({ id: created.id }))).status).toBe(409)
    expect((await admin.admin.popups.get({ id: popup.id })).version).toBe(1)
    expect((await admin.admin.auditLog.list({})).meta.total).toBe(total)
  })

  it('an update whose old values break a rule now (a messenger id another admin holds) is refused with restore_rule_broken', async () => {
    const { admin } = setup()
    const other = await admin.admin.admins.create({ telegramId: 77, name: 'Второй' })
    // The second admin's id was 77, then they became messenger user 78; a later admin now holds 77.
    await admin.admin.admins.update({ ...other, telegramId: 78 })
    const renumbered = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data[0]!
    await admin.admin.admins.create({ telegramId: 77, name: 'Третий' })
    const problem = await problemOf(admin.admin.auditLog.restore({ id: renumbered.id }))
    expect(problem.extra).toMatchObject({
      code: 'restore_rule_broken',
      params: { record: { resource: 'admins', id: other.id, title: 'Второй' }, errors: { telegramId: ['Already an admin'] } },
    })
    expect((await admin.admin.admins.get({ id: other.id })).telegramId).toBe(78)
  })

  it('names a banner by its position, never by id, when its restore is refused', async () => {
    const { admin } = setup()
    const banners = (await admin.admin.banners.list({})).data
    const second = banners[1]!
    const link = (externalUrl: string) => [{ linkType: 'external' as const, externalUrl }]
    await admin.admin.banners.update({ ...second, version: undefined, links: link('https://example.com/a') })
    const changed = (await admin.admin.auditLog.list({ pagination: { offset: 0, limit: 1 } })).data[0]!
    await admin.admin.banners.update({ ...second, version: undefined, links: link('https://example.com/b') })
    const problem = await problemOf(admin.admin.auditLog.restore({ id: changed.id }))
    expect(problem.extra).toMatchObject({
      code: 'restore_changed_since',
      params: { record: { resource: 'banners', id: second.id, position: 2 }, fields: ['links'], changedBy: { userId: ADMIN.id } },
    })
    expect(problem.extra.params).not.toHaveProperty('record.title')
  })

  it('refuses an entry of a resource it cannot put back (a kind it does not know) with restore_not_supported', async () => {
    const data = seedData()
    data.apps.demo!.auditLog = [
      {
        id: 1,
        at: NOW.toISOString(),
        userId: ADMIN.id,
        userName: 'Анна Смирнова',
        action: 'update',
        resource: 'openStats' as never,
        recordId: 1,
        before: { id: 1, title: 'Было' },
        after: { id: 1, title: 'Стало' },
        related: [],
        restoredEntryId: null,
      },
    ]
    const { admin } = setup(data)
    const problem = await problemOf(admin.admin.auditLog.restore({ id: 1 }))
    expect(problem.extra).toMatchObject({ code: 'restore_not_supported', params: { resource: 'openStats' } })
  })
})
