import { describe, expect, it } from 'vitest'
import { deepFreeze, draftItems, dropFront, isTouched, original, produce } from '@mock-api/store/copy-on-write'
import { diffTrees } from '@mock-api/store/tree-diff'

interface Row {
  id: number
  title: string
  tags: string[]
}
interface Tree {
  a: { rows: Row[]; count: number }
  b: { rows: Row[] }
}

const tree = (): Tree =>
  deepFreeze({
    a: {
      rows: [
        { id: 1, title: 'one', tags: ['x'] },
        { id: 2, title: 'two', tags: [] },
      ],
      count: 2,
    },
    b: { rows: [{ id: 1, title: 'other app', tags: [] }] },
  })

describe('copy-on-write drafts', () => {
  it('copies only the path to what a write changes and shares everything else', () => {
    const base = tree()
    const { next } = produce(base, (draft) => {
      draft.a.rows[1]!.title = 'TWO'
    })
    expect(next.a.rows[1]!.title).toBe('TWO')
    expect(base.a.rows[1]!.title).toBe('two')
    expect(next).not.toBe(base)
    expect(next.a.rows).not.toBe(base.a.rows)
    expect(next.a.rows[0]).toBe(base.a.rows[0])
    expect(next.b).toBe(base.b)
    expect(Object.isFrozen(next.a.rows[1])).toBe(true)
  })

  it('returns the base itself when nothing changed, even after reads and same-value sets', () => {
    const base = tree()
    const { next, result } = produce(base, (draft) => {
      draft.a.count = 2
      return draft.a.rows.filter((row) => row.id > 1).map((row) => row.title)
    })
    expect(next).toBe(base)
    expect(result).toEqual(['two'])
  })

  it('supports the array methods services use: push, splice, sort, length, index writes', () => {
    const base = tree()
    const { next } = produce(base, (draft) => {
      draft.a.rows.push({ id: 3, title: 'three', tags: [] })
      draft.a.rows.splice(0, 1)
      draft.a.rows.sort((x, y) => y.id - x.id)
      draft.a.rows[0]!.tags.push('new')
      draft.b.rows.length = 0
    })
    expect(next.a.rows.map((row) => [row.id, row.tags])).toEqual([
      [3, ['new']],
      [2, []],
    ])
    expect(next.b.rows).toEqual([])
    expect(next.a.rows[1]).toBe(base.a.rows[1])
    expect(base.a.rows.map((row) => row.id)).toEqual([1, 2])
    expect(Object.isFrozen(next.a.rows[0]!.tags)).toBe(true)
  })

  it('resolves drafts moved into new objects, and drafts in the result', () => {
    const base = tree()
    const { next, result } = produce(base, (draft) => {
      const first = draft.a.rows[0]!
      first.title = 'moved'
      draft.b = { rows: [first] }
      return { first }
    })
    expect(next.b.rows[0]).toEqual({ id: 1, title: 'moved', tags: ['x'] })
    expect(next.b.rows[0]).toBe(next.a.rows[0])
    expect(result.first).toBe(next.a.rows[0])
    expect(Object.entries(next.b.rows[0]!)).toEqual([
      ['id', 1],
      ['title', 'moved'],
      ['tags', ['x']],
    ])
  })

  it('shows a write its own changes through every way of reading', () => {
    produce(tree(), (draft) => {
      draft.a.rows[0]!.title = 'changed'
      expect({ ...draft.a.rows[0] }.title).toBe('changed')
      expect(Object.entries(draft.a.rows[0]!)).toContainEqual(['title', 'changed'])
      expect(JSON.parse(JSON.stringify(draft.a)) as unknown).toMatchObject({ rows: [{ title: 'changed' }, { title: 'two' }] })
      expect(Object.getOwnPropertyDescriptor(draft.a.rows, '0')?.value).toMatchObject({ title: 'changed' })
      expect(Array.isArray(draft.a.rows)).toBe(true)
    })
  })

  it('leaves the base untouched when the write throws half-way', () => {
    const base = tree()
    const before = JSON.stringify(base)
    expect(() =>
      produce(base, (draft) => {
        draft.a.rows[0]!.title = 'half'
        draft.a.count += 1
        throw new Error('boom')
      }),
    ).toThrow('boom')
    expect(JSON.stringify(base)).toBe(before)
  })

  it('refuses drafts used after their write ended, and committed data cannot be changed in place', () => {
    const base = tree()
    let leaked: Tree['a'] | null = null
    const { next } = produce(base, (draft) => {
      leaked = draft.a
    })
    expect(() => leaked?.rows).toThrow(/after its write ended/)
    expect(() => {
      next.a.rows.push({ id: 9, title: '', tags: [] })
    }).toThrow(TypeError)
  })
})

describe('draft helpers the audit log uses', () => {
  it('dropFront drops the oldest items in one move, keeping drafts handed out for later items and what was pushed', () => {
    const base = deepFreeze({ log: Array.from({ length: 6 }, (_, id) => ({ id, title: `e${String(id)}`, tags: [] as string[] })) })
    const { next } = produce(base, (draft) => {
      draft.log[4]!.title = 'changed'
      draft.log.push({ id: 6, title: 'e6', tags: [] })
      dropFront(draft.log, 3)
      draft.log[0]!.tags.push('still a draft')
    })
    expect(next.log.map((e) => e.id)).toEqual([3, 4, 5, 6])
    expect(next.log[1]!.title).toBe('changed')
    expect(next.log[0]!.tags).toEqual(['still a draft'])
    expect(next.log[2]).toBe(base.log[5])
    expect(Object.isFrozen(next.log[3])).toBe(true)
    expect(base.log).toHaveLength(6)
    // A log that drops its oldest as it grows: the journal sees a block dropped from the front and the new one.
    const { next: grown } = produce(next, (draft) => {
      draft.log.push({ id: 7, title: 'e7', tags: [] })
      dropFront(draft.log, 1)
    })
    expect(diffTrees(next, grown)).toEqual([
      { p: ['log'], s: 0, n: 1, i: [] },
      { p: ['log'], s: 3, n: 0, i: [{ id: 7, title: 'e7', tags: [] }] },
    ])
  })

  it('draftItems gives each item as the write left it with its committed value, without handing out drafts; original and isTouched tell what changed', () => {
    const base = tree()
    produce(base, (draft) => {
      draft.a.rows[0]!.title = 'ONE'
      draft.a.rows.push({ id: 3, title: 'three', tags: [] })
      const items = draftItems(draft.a.rows)
      expect(items.map((item) => [item.base?.id ?? null, item.touched])).toEqual([
        [1, true],
        [2, false],
        [null, true],
      ])
      expect(items[1]!.current).toBe(base.a.rows[1])
      expect(original(draft.a.rows[0])).toBe(base.a.rows[0])
      expect(original(draft.a.rows[0])!.title).toBe('one')
      expect(isTouched(draft.a)).toBe(true)
      expect(isTouched(draft.b)).toBe(false)
    })
  })
})
