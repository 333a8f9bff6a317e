import { describe, expect, it } from 'vitest'
import { defaultStringifySearch } from '@tanstack/react-router'
import { parseSearch } from '@/app/search-params'

// docs/decisions/sharing-and-deep-links.md: `?startapp=` is an app key (and maybe a screen), text even when it reads as JSON.
describe("the router's search parsing", () => {
  it.each(['12345', '12345__category_3', '1e3', '9007199254740993', '007', 'demo'])('keeps ?startapp=%s as that text', (param) => {
    expect(parseSearch(`?startapp=${param}`)).toEqual({ startapp: param })
  })

  it.each(['true', 'false', 'null'])('keeps ?startapp=%s as text too (a valid app key)', (param) => {
    expect(parseSearch(`?startapp=${param}`)).toEqual({ startapp: param })
  })

  it('parses the other params as before (JSON values)', () => {
    expect(parseSearch('?page=2&q=%22x%22&startapp=42')).toEqual({ page: 2, q: 'x', startapp: '42' })
    expect(parseSearch('?page=2')).toEqual({ page: 2 })
  })

  it('reads back what the default writer made of it, as the same text', () => {
    for (const search of [{ page: 2, filter: 'ended', startapp: '12345' }, { startapp: 'true' }, { startapp: 'demo__category_3' }]) {
      expect(parseSearch(defaultStringifySearch(search))).toEqual(search)
    }
  })
})
