import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_META } from '@/ui/prefetch-meta'

// prefetchListedChunks works once per page: each test gets a fresh module.
const fresh = async () => {
  vi.resetModules()
  return import('@/ui/prefetch')
}

const listed = (doc: Document, content: string, name: string) => {
  const meta = doc.createElement('meta')
  meta.name = name
  meta.content = content
  doc.head.appendChild(meta)
}

describe('prefetchListedChunks', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("adds one CORS prefetch link per url of index.html's list, one per idle moment, once per page", async () => {
    const { prefetchListedChunks } = await fresh()
    const doc = document.implementation.createHTMLDocument()
    listed(doc, '/assets/overlay-views-a1.js  /assets/modal-b2.js\n/assets/modal-c3.css', PREFETCH_META)
    prefetchListedChunks(doc)
    prefetchListedChunks(doc)
    expect(doc.head.querySelectorAll('link')).toHaveLength(1)
    vi.runAllTimers()
    const links = [...doc.head.querySelectorAll('link')]
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['prefetch', '/assets/overlay-views-a1.js', ''],
      ['prefetch', '/assets/modal-b2.js', ''],
      ['prefetch', '/assets/modal-c3.css', ''],
    ])
  })

  it('adds nothing to a page without the list (the dev server, tests)', async () => {
    const { prefetchListedChunks } = await fresh()
    const doc = document.implementation.createHTMLDocument()
    listed(doc, '/assets/x.js', 'something-else')
    prefetchListedChunks(doc)
    vi.runAllTimers()
    expect(doc.head.querySelectorAll('link')).toHaveLength(0)
  })
})
