import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { emptyData } from '@mock-api/store/seed'
import { fileOf, PNG, problemOf, setup } from './support'

const svg = (body: string, attributes = '') =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${body}</svg>`
const cleanSvg = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="24" height="24" fill="url(#g)"/><use href="#g"/>',
)

/** An upload's address: its id, then a random part no one can count to (members-only images), then its kind. */
const UPLOAD_URL = (id: string, ext: string) => new RegExp(`^/api/uploads/demo/${id}-[\\w-]{16}\\.${ext}$`)

async function uploadProblem(content: Uint8Array | string, type: 'image' | 'icon', name = 'file.bin') {
  const { admin } = setup(emptyData('demo'))
  return problemOf(admin.files.upload({ file: fileOf(content, name), type }))
}

describe('files.upload', () => {
  it('stores a PNG under the app key, named by its bytes, and serves its url', async () => {
    const { admin, files } = setup(emptyData('demo'))
    const uploaded = await admin.files.upload({ file: fileOf(PNG, '../../Моё фото <1>.jpg'), type: 'image' })
    expect(uploaded).toEqual({ id: 1, url: expect.stringMatching(UPLOAD_URL('1', 'png')), originalName: 'Моё фото _1_.jpg', type: 'image' })
    const stored = await files.get(uploaded.url.replace('/api/uploads/', ''))
    expect(stored?.contentType).toBe('image/png')
    expect(stored?.bytes).toEqual(PNG)
    expect((await admin.admin.files.list({})).data).toEqual([uploaded])
  })

  it('names uploads so that no one can count their way to them (a members-only image stays out of reach)', async () => {
    const { admin } = setup(emptyData('demo'))
    const one = await admin.files.upload({ file: fileOf(PNG, 'a.png'), type: 'image' })
    const two = await admin.files.upload({ file: fileOf(PNG, 'b.png'), type: 'image' })
    const random = (url: string) => /-([\w-]{16})\./.exec(url)?.[1]
    expect(random(one.url)).not.toBe(random(two.url))
  })

  it('recognises JPEG, GIF and WebP by their bytes', async () => {
    const { admin } = setup(emptyData('demo'))
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    const webp = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 ')
    const urls = []
    for (const [bytes, name] of [
      [jpeg, 'a.png'],
      [gif, 'b'],
      [webp, 'c.webp'],
    ] as const) {
      urls.push((await admin.files.upload({ file: fileOf(bytes, name), type: 'image' })).url)
    }
    expect(urls).toEqual([
      expect.stringMatching(UPLOAD_URL('1', 'jpg')),
      expect.stringMatching(UPLOAD_URL('2', 'gif')),
      expect.stringMatching(UPLOAD_URL('3', 'webp')),
    ])
  })

  it('refuses what is not an image with 415 file_type_unsupported, saying what is accepted', async () => {
    const text = await uploadProblem('just some text', 'image', 'notes.png')
    expect([text.status, text.extra.errors]).toEqual([415, { file: ['The file must be a PNG, JPEG, WebP or GIF image'] }])
    expect(text.extra).toMatchObject({ code: 'file_type_unsupported', params: { type: 'image', accepted: ['png', 'jpeg', 'webp', 'gif'] } })
    const forIcon = await uploadProblem('just some text', 'icon')
    expect(forIcon.extra.errors?.file?.[0]).toMatch(/PNG, JPEG, WebP or GIF image, or an SVG icon/)
    expect((await uploadProblem(new Uint8Array(), 'image')).status).toBe(415)
  })

  it('accepts a clean SVG as an icon only', async () => {
    const { admin } = setup(emptyData('demo'))
    const icon = await admin.files.upload({ file: fileOf(cleanSvg, 'star.svg'), type: 'icon' })
    expect(icon.url).toMatch(UPLOAD_URL('1', 'svg'))
    const asImage = await uploadProblem(cleanSvg, 'image', 'star.svg')
    expect([asImage.status, asImage.extra.errors?.file?.[0]]).toEqual([415, expect.stringMatching(/icons only/)])
  })

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /scripts/],
    ['an event handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /event handler/],
    ['foreignObject', svg('<foreignObject><div/></foreignObject>'), /foreignObject/],
    ['an external href', svg('<image href="https://evil.example/x.png"/>'), /other files or sites/],
    ['an external xlink:href', svg('<use xlink:href="sprite.svg#a"/>'), /other files or sites/],
    ['an external url()', svg('<rect style="fill:url(https://evil.example/p)"/>'), /other files or sites/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /javascript:/],
    ['an entity', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<rect/>')}`, /entities/],
    ['a namespace-prefixed script', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), /scripts/],
    ['a namespace-prefixed foreignObject', svg('<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"/>'), /foreignObject/],
    [
      'an href under another xlink prefix',
      svg('<a xmlns:x="http://www.w3.org/1999/xlink" x:href="https://evil.example"><rect/></a>'),
      /other files or sites/,
    ],
    [
      'a javascript: link spelt with character references',
      svg('<a><set attributeName="href" to="&#106;avascript:alert(1)"/><rect/></a>'),
      /javascript:|animate/,
    ],
    ['an animated href', svg('<a><animate attributeName="xlink:href" values="https://evil.example"/><rect/></a>'), /animate/],
    ['an uppercase script tag', svg('<SCRIPT>alert(1)</SCRIPT>'), /scripts/],
    ['a url() hidden behind a CSS escape', svg('<rect style="fill:\\75 rl(https://evil.example/p)"/>'), /CSS escapes/],
    [
      'an external url() spelt with character references',
      svg('<rect style="fill:url(&#x68;ttps://evil.example/p)"/>'),
      /other files or sites/,
    ],
  ])('refuses an SVG icon with %s', async (_, content, message) => {
    const problem = await uploadProblem(content, 'icon', 'bad.svg')
    expect(problem.status).toBe(422)
    expect(problem.extra.errors?.file?.[0]).toMatch(message)
    expect(problem.extra).toMatchObject({ code: 'svg_unsafe', params: { reason: expect.any(String) } })
  })

  it('allows embedded raster images in an SVG icon', async () => {
    const { admin } = setup(emptyData('demo'))
    const embedded = svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')
    expect((await admin.files.upload({ file: fileOf(embedded, 'e.svg'), type: 'icon' })).type).toBe('icon')
  })

  it('refuses more than 5 MB with 413', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(PNG)
    const problem = await uploadProblem(big, 'image', 'big.png')
    expect([problem.status, problem.message]).toEqual([413, 'The file may not be greater than 5 MB.'])
  })

  it('lists files by type and keeps them per app key', async () => {
    const { admin, as } = setup(emptyData('demo', 'club'))
    await admin.files.upload({ file: fileOf(PNG, 'a.png'), type: 'image' })
    const icon = await admin.files.upload({ file: fileOf(PNG, 'b.png'), type: 'icon' })
    expect((await admin.admin.files.list({ filter: { type: 'icon' } })).data).toEqual([icon])
    const club = as({ id: 1, isAdmin: true }, 'club')
    expect((await club.admin.files.list({})).data).toEqual([])
    expect((await problemOf(club.admin.files.delete({ id: icon.id }))).status).toBe(404)
  })
})
