import { describe, expect, it } from 'vitest'
import { deepFreeze, produce } from '@mock-api/store/copy-on-write'
import { applyOps, diffTrees, type Op } from '@mock-api/store/tree-diff'

interface Item {
  id: number
  name: string
}
type Tree = { apps: Record<string, { items: Item[]; meta: { title: string; note?: string } }> }

const items = (from: number, to: number): Item[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `item ${String(from + i)}` }))
const base = (): Tree =>
  deepFreeze({
    apps: { one: { items: items(1, 50), meta: { title: 'One', note: 'n' } }, two: { items: items(1, 3), meta: { title: 'Two' } } },
  })

/** The diff of a write, and proof that replaying it onto a JSON copy of the old tree gives the new one. */
function diffOf(prev: Tree, write: (draft: Tree) => void): Op[] {
  const { next } = produce(prev, write)
  const ops = diffTrees(prev, next)
  const replayed = JSON.parse(JSON.stringify(prev)) as Tree
  applyOps(replayed, JSON.parse(JSON.stringify(ops)) as Op[])
  expect(replayed).toEqual(JSON.parse(JSON.stringify(next)))
  return ops
}

describe('tree diff', () => {
  it('holds only what a write added, however big the collection', () => {
    const ops = diffOf(base(), (draft) => {
      draft.apps.one!.items.push({ id: 51, name: 'new' })
    })
    expect(ops).toEqual([{ p: ['apps', 'one', 'items'], s: 50, n: 0, i: [{ id: 51, name: 'new' }] }])
  })

  it('holds one record for an update and a short splice for a removal', () => {
    expect(
      diffOf(base(), (draft) => {
        draft.apps.one!.items[10] = { id: 11, name: 'renamed' }
      }),
    ).toEqual([{ p: ['apps', 'one', 'items'], s: 10, n: 1, i: [{ id: 11, name: 'renamed' }] }])
    expect(
      diffOf(base(), (draft) => {
        draft.apps.one!.items.splice(20, 1)
      }),
    ).toEqual([{ p: ['apps', 'one', 'items'], s: 20, n: 1, i: [] }])
  })

  it('tells a block dropped from the front apart from what was appended (a capped log)', () => {
    const ops = diffOf(base(), (draft) => {
      const list = draft.apps.one!.items
      list.push({ id: 51, name: 'a' }, { id: 52, name: 'b' })
      list.splice(0, 2)
    })
    expect(ops).toEqual([
      { p: ['apps', 'one', 'items'], s: 0, n: 2, i: [] },
      {
        p: ['apps', 'one', 'items'],
        s: 48,
        n: 0,
        i: [
          { id: 51, name: 'a' },
          { id: 52, name: 'b' },
        ],
      },
    ])
  })

  it('replays added and removed keys, whole new app keys, reorders and unchanged trees', () => {
    expect(diffOf(base(), () => undefined)).toEqual([])
    diffOf(base(), (draft) => {
      draft.apps.three = { items: items(1, 2), meta: { title: 'Three' } }
      delete draft.apps.one!.meta.note
      draft.apps.two!.meta.note = undefined
      draft.apps.two!.items.reverse()
    })
    diffOf(base(), (draft) => {
      delete draft.apps.two
      draft.apps.one!.items = draft.apps.one!.items.filter((item) => item.id % 3 !== 0)
      draft.apps.one!.items.unshift({ id: 0, name: 'first' })
    })
  })

  it('keeps a key such as __proto__ an own property when replayed', () => {
    const tree = JSON.parse('{"apps":{}}') as Tree
    applyOps(tree, [{ p: ['apps', '__proto__'], v: { items: [], meta: { title: 'x' } } }])
    expect(Object.keys(tree.apps)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).items).toBeUndefined()
  })

  it('refuses operations that do not fit the tree', () => {
    expect(() => applyOps({ apps: {} }, [{ p: ['apps', 'none', 'items'], s: 0, n: 0, i: [] }])).toThrow(/Cannot splice|No apps/)
    expect(() => applyOps({ apps: { a: { items: [] } } }, [{ p: ['apps', 'a', 'items'], s: 0, n: 3, i: [] }])).toThrow(/Cannot splice/)
  })
})
