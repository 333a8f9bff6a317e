import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { withDemoHistory } from '@mock-api/store/seed-history'
import { NOW, setup } from './support'

describe("the dev server's first-start history", () => {
  it("fills History with updates, a created banner and reorders, newest first, by the hub's admin", async () => {
    const { admin } = setup(withDemoHistory(seedData(NOW), NOW))
    const log = (await admin.admin.auditLog.list({})).data
    expect(log.map((entry) => [entry.action, entry.resource])).toEqual([
      ['update', 'themes'],
      ['update', 'materials'],
      ['order', 'banners'],
      ['order', 'banners'],
      ['create', 'banners'],
    ])
    expect(new Set(log.map((entry) => entry.userName))).toEqual(new Set(['Анна Смирнова']))
    expect(log.every((entry) => entry.at < NOW.toISOString())).toBe(true)
  })

  it('matches the records: the list and the material read the versions the entries leave, and the update can be restored', async () => {
    const { admin } = setup(withDemoHistory(seedData(NOW), NOW))
    expect((await admin.admin.banners.list({})).meta.orderVersion).toBe(3)
    expect((await admin.admin.materials.get({ id: 1 })).version).toBe(2)
    const [update] = (await admin.admin.auditLog.list({ filter: { resource: 'materials', recordId: 1 } })).data
    await admin.admin.auditLog.restore({ id: update!.id })
    expect((await admin.admin.materials.get({ id: 1 })).description).toBe('10 уроков: переменные, функции, массивы.')
  })

  it('leaves the bare seed (tests, stories) without history', async () => {
    const { admin } = setup()
    expect((await admin.admin.auditLog.list({})).data).toEqual([])
  })
})
