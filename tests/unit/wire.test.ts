import { describe, expect, it } from 'vitest'
import { camelKeys, decodeQuery, encodeQuery, pathToCamel, pathToSnake, readCookie, snakeKeys, toCamel, toSnake } from '@/api/wire'

describe('key case', () => {
  it('converts single keys both ways', () => {
    expect(toSnake('externalUrl')).toBe('external_url')
    expect(toSnake('isToMain')).toBe('is_to_main')
    expect(toSnake('id')).toBe('id')
    expect(toCamel('external_url')).toBe('externalUrl')
    expect(toCamel('categories_order')).toBe('categoriesOrder')
    expect(toCamel('image_2x')).toBe('image2x')
    expect(toCamel(toSnake('sectionDisplayType'))).toBe('sectionDisplayType')
  })

  it('converts 422 dot paths segment by segment', () => {
    expect(pathToSnake('links.0.externalUrl')).toBe('links.0.external_url')
    expect(pathToCamel('link_lists.1.local_links.0.icon_id')).toBe('linkLists.1.localLinks.0.iconId')
  })

  it('renames keys deeply, through arrays, and leaves values alone', () => {
    const blob = new Blob(['x'])
    const date = new Date(0)
    const input = {
      displayType: 'small_bg',
      linkSet: { externalUrl: 'https://a.example', internalUrl: null },
      materials: [{ materialId: 1, isActive: true }],
      file: blob,
      createdAt: date,
      tags: ['keepThisValue'],
    }
    const snake = snakeKeys(input) as Record<string, unknown>
    expect(snake).toEqual({
      display_type: 'small_bg',
      link_set: { external_url: 'https://a.example', internal_url: null },
      materials: [{ material_id: 1, is_active: true }],
      file: blob,
      created_at: date,
      tags: ['keepThisValue'],
    })
    expect(snake.file).toBe(blob)
    expect(camelKeys(snake)).toEqual(input)
  })

  it('passes primitives and null through', () => {
    expect(camelKeys(null)).toBeNull()
    expect(snakeKeys('some_string')).toBe('some_string')
    expect(camelKeys([1, 'a_b'])).toEqual([1, 'a_b'])
  })
})

describe('bracket query strings', () => {
  const entries = (params: URLSearchParams) => [...params.entries()]

  it('encodes filters, pagination and includes the Laravel way', () => {
    const params = encodeQuery({
      filter: { isActive: true, isToMain: false, parentId: 3 },
      pagination: { offset: 0, limit: 20 },
      include: ['materials', 'sections'],
    })
    expect(entries(params)).toEqual([
      ['filter[is_active]', '1'],
      ['filter[is_to_main]', '0'],
      ['filter[parent_id]', '3'],
      ['pagination[offset]', '0'],
      ['pagination[limit]', '20'],
      ['include[0]', 'materials'],
      ['include[1]', 'sections'],
    ])
    expect(params.toString()).toContain('include%5B0%5D=materials')
  })

  it('leaves out null and undefined, keeps empty strings', () => {
    expect(entries(encodeQuery({ filter: { type: null, title: undefined, q: '' } }))).toEqual([['filter[q]', '']])
    expect(entries(encodeQuery(undefined))).toEqual([])
    expect(entries(encodeQuery({}))).toEqual([])
  })

  it('snake-cases top-level keys too', () => {
    expect(entries(encodeQuery({ appKey: 'demo' }))).toEqual([['app_key', 'demo']])
  })

  it('decodes what it encodes (values stay strings, keys camelCase)', () => {
    const params = new URLSearchParams(
      encodeQuery({
        filter: { isActive: true, parentId: 3 },
        pagination: { offset: 10, limit: 5 },
        include: ['materials', 'subcategories'],
      }).toString(),
    )
    expect(decodeQuery(params)).toEqual({
      filter: { isActive: '1', parentId: '3' },
      pagination: { offset: '10', limit: '5' },
      include: ['materials', 'subcategories'],
    })
  })

  it('accepts include[]=a&include[]=b and true/false booleans', () => {
    expect(decodeQuery(new URLSearchParams('include[]=materials&include[]=sections&filter[is_active]=true'))).toEqual({
      include: ['materials', 'sections'],
      filter: { isActive: 'true' },
    })
  })

  it('orders indexed arrays by index', () => {
    expect(decodeQuery(new URLSearchParams('include[1]=b&include[0]=a&include[10]=c'))).toEqual({ include: ['a', 'b', 'c'] })
  })

  it('refuses unparsable and conflicting parameters', () => {
    expect(() => decodeQuery(new URLSearchParams('filter[is_active=1'))).toThrow(SyntaxError)
    expect(() => decodeQuery(new URLSearchParams('[x]=1'))).toThrow(SyntaxError)
    expect(() => decodeQuery(new URLSearchParams('filter=1&filter[x]=2'))).toThrow(SyntaxError)
  })
})

describe('readCookie', () => {
  it('finds a cookie and URL-decodes its value', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==')
    expect(readCookie('XSRF-TOKEN=x=y', 'XSRF-TOKEN')).toBe('x=y')
  })

  it('answers null when the cookie is missing', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull()
    expect(readCookie('XSRF-TOKENX=1; xsrf-token=2', 'XSRF-TOKEN')).toBeNull()
  })
})

describe('hostile query strings', () => {
  it('treats prototype names as plain keys and never touches Object.prototype', () => {
    const decoded = decodeQuery(new URLSearchParams('constructor[prototype][polluted]=1&toString[x]=2&__proto__[y]=3'))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object.prototype.toString as unknown as Record<string, unknown>).x).toBeUndefined()
    expect(Object.keys(decoded)).toEqual(['constructor', 'toString', '_Proto__'])
    expect(decoded.constructor).toEqual({ prototype: { polluted: '1' } })
  })

  it('refuses a scalar and a nested value under one key, in either order', () => {
    expect(() => decodeQuery(new URLSearchParams('filter=1&filter[a]=1'))).toThrow(SyntaxError)
    expect(() => decodeQuery(new URLSearchParams('filter[a]=1&filter=1'))).toThrow(SyntaxError)
  })

  it('reads a cookie that is not valid percent-encoding as it is', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A')
  })
})
