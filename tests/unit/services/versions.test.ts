import { describe, expect, it } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { problemOf, setup } from './support'

describe('record versions', () => {
  it('reads records written before versions existed (the seed has none) as version 1, and raises them from there', async () => {
    const data = seedData()
    const stored = data.apps.demo!.materials[0]!
    expect(stored.version).toBeUndefined()
    const { admin } = setup(data)
    const read = await admin.admin.materials.get({ id: stored.id })
    expect(read.version).toBe(1)
    const { id, version, title, description, isActive, displayType, imageId, iconId, links } = read
    const updated = await admin.admin.materials.update({
      id,
      version,
      title: `${title}!`,
      description,
      isActive,
      displayType,
      imageId,
      iconId,
      links,
    })
    expect(updated.version).toBe(2)
    expect((await admin.admin.materials.list({})).data.find((m) => m.id === id)?.version).toBe(2)
  })

  it('refuses an update on another version with edit_conflict, the stored view as current, and changes nothing', async () => {
    const { admin, store } = setup()
    const theme = await admin.admin.themes.create({ type: 'dark', backgroundColor: '#111111', textColor: '#eeeeee' })
    await admin.admin.themes.update({ ...theme, backgroundColor: '#222222' })
    const before = await store.read((data) => data)
    const problem = await problemOf(admin.admin.themes.update({ ...theme, backgroundColor: '#333333' }))
    expect(problem.status).toBe(409)
    expect(problem.extra).toMatchObject({
      code: 'edit_conflict',
      params: { version: 2 },
      current: { id: theme.id, backgroundColor: '#222222', version: 2 },
    })
    expect(await store.read((data) => data)).toBe(before)
  })

  it('keeps the order versions of data from an older release at 1 until the first order call', async () => {
    const data = seedData()
    expect(data.apps.demo!.orderVersions).toBeUndefined()
    const { admin } = setup(data)
    const roots = await admin.admin.categories.list({ filter: { root: true } })
    expect(roots.meta.orderVersion).toBe(1)
    await admin.admin.categories.order({ categoriesOrder: roots.data.map((c) => c.id), orderVersion: 1 })
    expect((await admin.admin.categories.list({})).meta.orderVersion).toBe(2)
    expect((await admin.admin.banners.list({})).meta.orderVersion).toBe(1)
    const problem = await problemOf(admin.admin.categories.order({ categoriesOrder: roots.data.map((c) => c.id), orderVersion: 1 }))
    expect(problem.extra).toMatchObject({ code: 'edit_conflict', params: { version: 2 } })
  })

  it("does not raise the members' versions when their order changes (their forms do not edit it), but raises the parent's", async () => {
    const { admin } = setup()
    const parent = await admin.admin.categories.create({ title: 'Ветка', roadType: 'subcategories' })
    const external = [{ linkType: 'external' as const, externalUrl: 'https://example.com' }]
    const a = await admin.admin.categories.create({ title: 'А', roadType: 'link', links: external, parentId: parent.id })
    const b = await admin.admin.categories.create({ title: 'Б', roadType: 'link', links: external, parentId: parent.id })
    const ordered = await admin.admin.categories.orderItems({ id: parent.id, name: 'subcategories', ids: [b.id, a.id], version: 1 })
    expect(ordered).toMatchObject({ version: 2, subcategoryIds: [b.id, a.id] })
    expect((await admin.admin.categories.get({ id: a.id })).version).toBe(1)
  })
})
