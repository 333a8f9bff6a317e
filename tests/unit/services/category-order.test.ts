import { describe, expect, it } from 'vitest'
import { emptyData } from '@mock-api/store/seed'
import { externalLink, problemOf, setup } from './support'

const link = [externalLink('https://a.example')]

async function tree() {
  const context = setup(emptyData('demo'))
  const { admin } = context
  const m1 = await admin.admin.materials.create({ title: 'M1' })
  const m2 = await admin.admin.materials.create({ title: 'M2' })
  const s1 = await admin.admin.sections.create({ title: 'S1', roadType: 'link' })
  const s2 = await admin.admin.sections.create({ title: 'S2', roadType: 'link' })
  const a = await admin.admin.categories.create({
    title: 'A',
    roadType: 'material',
    materialIds: [m1.id, m2.id],
    sectionIds: [s1.id, s2.id],
  })
  const b = await admin.admin.categories.create({ title: 'B', roadType: 'subcategories' })
  const c = await admin.admin.categories.create({ title: 'C', roadType: 'link', links: link })
  const b1 = await admin.admin.categories.create({ title: 'B1', roadType: 'link', links: link, parentId: b.id })
  const b2 = await admin.admin.categories.create({ title: 'B2', roadType: 'link', links: link, parentId: b.id })
  return { ...context, m1, m2, s1, s2, a, b, c, b1, b2 }
}

describe('category order', () => {
  it('appends new root categories and subcategories last among their siblings', async () => {
    const { a, b, c, b1, b2 } = await tree()
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2])
    expect([b1.order, b2.order]).toEqual([0, 1])
  })

  it('lists every category with each parent followed by its subcategories', async () => {
    const { admin } = await tree()
    const { data } = await admin.admin.categories.list({})
    expect(data.map((x) => x.title)).toEqual(['A', 'B', 'B1', 'B2', 'C'])
  })

  it("moves a category to the end of its new parent's subcategories", async () => {
    const { admin, b, c } = await tree()
    const moved = await admin.admin.categories.update({ ...c, parentId: b.id })
    expect(moved.order).toBe(2)
    expect((await admin.admin.categories.get({ id: b.id })).subcategoryIds.at(-1)).toBe(c.id)
  })

  it('orders the root categories by exactly their ids', async () => {
    const { admin, visitor, a, b, c } = await tree()
    const ordered = await admin.admin.categories.order({ categoriesOrder: [c.id, a.id, b.id] })
    expect(ordered.map((x) => [x.title, x.order])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ])
    expect((await visitor.categories.list({ filter: { root: true } })).data.map((x) => x.title)).toEqual(['C', 'A', 'B'])

    for (const wrong of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, 999],
      [c.id, a.id, b.id, 999],
    ]) {
      const problem = await problemOf(admin.admin.categories.order({ categoriesOrder: wrong }))
      expect([problem.status, Object.keys(problem.extra.errors ?? {})]).toEqual([422, ['categoriesOrder']])
    }
  })

  it("orders a category's materials, sections and subcategories by exactly their ids", async () => {
    const { admin, visitor, m1, m2, s1, s2, a, b, b1, b2 } = await tree()
    expect((await admin.admin.categories.orderItems({ id: a.id, name: 'materials', ids: [m2.id, m1.id] })).materialIds).toEqual([
      m2.id,
      m1.id,
    ])
    expect((await visitor.categories.get({ id: a.id, include: ['materials'] })).materials?.map((m) => m.title)).toEqual(['M2', 'M1'])
    expect((await admin.admin.categories.orderItems({ id: a.id, name: 'sections', ids: [s2.id, s1.id] })).sectionIds).toEqual([
      s2.id,
      s1.id,
    ])
    const reordered = await admin.admin.categories.orderItems({ id: b.id, name: 'subcategories', ids: [b2.id, b1.id] })
    expect(reordered.subcategories?.map((x) => x.title)).toEqual(['B2', 'B1'])
    expect((await visitor.categories.list({ filter: { parentId: b.id } })).data.map((x) => x.title)).toEqual(['B2', 'B1'])

    const wrong = await problemOf(admin.admin.categories.orderItems({ id: a.id, name: 'materials', ids: [m1.id] }))
    expect([wrong.status, Object.keys(wrong.extra.errors ?? {})]).toEqual([422, ['ids']])
    const foreign = await problemOf(admin.admin.categories.orderItems({ id: b.id, name: 'subcategories', ids: [b1.id, a.id] }))
    expect(foreign.status).toBe(422)
    expect((await problemOf(admin.admin.categories.orderItems({ id: 999, name: 'materials', ids: [] }))).status).toBe(404)
  })
})

describe('category tree rules', () => {
  it('refuses to make a category its own ancestor', async () => {
    const { admin, b, b1 } = await tree()
    const self = await problemOf(admin.admin.categories.update({ ...b, parentId: b.id }))
    expect([self.status, self.extra.errors]).toEqual([422, { parentId: ['A category cannot be its own ancestor.'] }])
    // Parents of road type subcategories, so that the cycle is the only thing wrong.
    await admin.admin.categories.update({ ...b1, roadType: 'subcategories', links: [] })
    const grandchild = await admin.admin.categories.create({ title: 'B1a', roadType: 'subcategories', parentId: b1.id })
    const cycle = await problemOf(admin.admin.categories.update({ ...b, parentId: grandchild.id }))
    expect(cycle.extra.errors).toEqual({ parentId: ['A category cannot be its own ancestor.'] })
  })

  it('refuses to delete a category that still has subcategories', async () => {
    const { admin, b, b1, b2 } = await tree()
    const problem = await problemOf(admin.admin.categories.delete({ id: b.id }))
    expect([problem.status, problem.message]).toEqual([409, 'Delete or move its subcategories first.'])
    await admin.admin.categories.delete({ id: b1.id })
    await admin.admin.categories.delete({ id: b2.id })
    expect(await admin.admin.categories.delete({ id: b.id })).toBeNull()
  })
})
