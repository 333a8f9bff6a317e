import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from '@/app/search-params'

// README "Deep links": `?startapp=` is an app key (and maybe a screen), text even when it reads as JSON.
describe("the router's search parsing", () => {
  it.each(['12345', '12345__category_3', '1e3', 'true', 'null', '007', 'demo'])('keeps ?startapp=%s as that text', (param) => {
    expect(parseSearch(`?startapp=${param}`)).toEqual({ startapp: param })
  })

  it('parses the other params as before (JSON values)', () => {
    expect(parseSearch('?page=2&q=%22x%22&startapp=42')).toEqual({ page: 2, q: 'x', startapp: '42' })
    expect(parseSearch('?page=2')).toEqual({ page: 2 })
  })

  it('writes the text as it is, and reads back what it wrote', () => {
    const search = { page: 2, filter: 'ended', startapp: '12345' }
    const written = stringifySearch(search)
    expect(written).toContain('startapp=12345')
    expect(written).not.toContain('%2212345%22')
    expect(parseSearch(written)).toEqual(search)
    expect(stringifySearch({ page: 2 })).toBe('?page=2')
    expect(stringifySearch({})).toBe('')
  })
})
