import { describe, expect, it, vi } from 'vitest'
import { buildRequest, type HttpConfig } from '@/api/http'
import { routes } from '@/api/routes.gen'
import type { TrpcUtils } from '@/api/trpc-utils'
import { fetchWithEarlyReads, startEarlyReads, type EarlyChunks, type EarlyReads } from '@/app/early-reads'
import { categoryInput } from '@/features/hub/category/use-category'
import { prefetchHome } from '@/features/hub/home/prefetch-home'
import { prefetchSection } from '@/features/hub/section/use-section'
import { navigationInput } from '@/session/use-navigation'

const ORIGIN = 'https://hub.example'

type FakeWindow = Window & { __earlyReads?: EarlyReads }

/** What the reads answer in these tests: the seed's demo hub, on the wire (snake_case, as the API sends it). */
const ANSWERS: Record<string, unknown> = {
  '/categories?': [
    { id: 1, display_type: 'small_bg', image: { url: '/seed/category-courses.svg' }, icon: { url: '/seed/icon-book.svg' } },
    { id: 2, display_type: 'no_bg', image: { url: '/seed/unused.svg' }, icon: { url: '/seed/icon-people.svg' } },
    { id: 7, display_type: 'large_bg', image: { url: '/seed/below-the-fold.svg' }, icon: null },
  ],
  '/banners': [
    { id: 1, image: null },
    { id: 2, image: { url: '/seed/banner-meetup.svg' } },
  ],
  '/categories/3?': {
    id: 3,
    road_type: 'subcategories',
    image: { url: '/seed/category-community.svg' },
    materials: [],
  },
  '/categories/4?': {
    id: 4,
    road_type: 'material',
    image: { url: '/seed/not-drawn.svg' },
    materials: [
      { id: 1, display_type: 'large', image: { url: '/seed/material-js.svg' }, icon: { url: '/seed/icon-code.svg' } },
      { id: 2, display_type: 'icon', image: { url: '/seed/material-git.svg' }, icon: { url: '/seed/icon-terminal.svg' } },
      { id: 3, display_type: 'large', image: { url: '/seed/third.svg' }, icon: null },
    ],
  },
  '/sections/5': { id: 5, materials: [{ id: 4, display_type: 'small', image: null, icon: { url: '/seed/icon-star.svg' } }] },
}

/**
 * A window at `path` (with `hash`) whose fetch answers from ANSWERS and records every request, whose
 * images record what they load, and whose head records the links added to it.
 */
function fakeWindow(path: string, hash = '', hub: Record<string, unknown> = { app_key: 'demo', subscription_channel_url: null }) {
  const asked: { url: string; headers: Record<string, string> }[] = []
  const fetch = vi.fn((input: string | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url
    asked.push({ url, headers: init?.headers as Record<string, string> })
    const key = Object.keys(ANSWERS).find((prefix) => url.startsWith(`${ORIGIN}/api${prefix}`))
    const body = url.includes('/navigations/') ? { data: hub } : { data: key ? ANSWERS[key] : [] }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))
  })
  const images: { src: string; fetchPriority: string }[] = []
  class FakeImage {
    fetchPriority = 'auto'
    set src(url: string) {
      images.push({ src: url, fetchPriority: this.fetchPriority })
    }
    decode = () => Promise.resolve()
  }
  const links: { rel: string; as: string; href: string; crossOrigin: string | null }[] = []
  const document = {
    createElement: () => ({ rel: '', as: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  }
  const location = new URL(path, ORIGIN)
  location.hash = hash
  const win = { location, fetch, document, Image: FakeImage } as unknown as FakeWindow
  return { win, asked, fetch, images, links }
}

const CHUNKS: EarlyChunks = {
  category: ['/assets/category-a1.js', '/assets/category-b2.css'],
  categoryFirstPaint: ['/assets/category-paint-g7.js'],
  section: ['/assets/section-c3.js'],
  deepLink: ['/assets/hub-later-d4.js'],
}

/** As index.html runs it: from its source text, so anything it used from outside its body would fail here. */
function runInlined(win: Window, apiBase = '/api', chunks: EarlyChunks = CHUNKS) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- exactly what vite.config.ts inlines
  const run = new Function('win', 'apiBase', 'chunks', `(${startEarlyReads.toString()})(win, apiBase, chunks)`) as (
    win: Window,
    apiBase: string,
    chunks: EarlyChunks,
  ) => void
  run(win, apiBase, chunks)
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The URLs src/api/http.ts builds for a screen's first reads: navigation, themes and the screen's (their real inputs). */
async function appUrls(appKey: string, screen: { home: true } | { category: number } | { section: number }): Promise<string[]> {
  const config: HttpConfig = { baseUrl: `${ORIGIN}/api`, appKey, token: () => null }
  const url = (name: keyof typeof routes, input: unknown) => buildRequest(routes[name], input, config).url
  const reads: string[] = []
  const utils = new Proxy(
    {},
    {
      get: (_, resource: string) => ({
        list: { prefetch: (input: unknown) => reads.push(url(`${resource}.list` as keyof typeof routes, input)) },
        get: { prefetch: (input: unknown) => reads.push(url(`${resource}.get` as keyof typeof routes, input)) },
      }),
    },
  ) as unknown as TrpcUtils
  if ('home' in screen) await prefetchHome(utils)
  // The category screen's read is the deep link's check too (follow-deep-link.ts reads categoryInput).
  else if ('category' in screen) reads.push(url('categories.get', categoryInput(screen.category)))
  else await prefetchSection(utils, screen.section)
  return [url('navigations.get', navigationInput(appKey)), url('themes.list', undefined), ...reads]
}

const urls = (asked: { url: string }[]) => asked.map((entry) => entry.url).sort()

describe('early reads (index.html, before the app loads)', () => {
  it("asks for exactly the URLs the app's start-up and Home ask for, all at once, with the app key", async () => {
    const { win, asked } = fakeWindow('/demo')
    runInlined(win)
    // Synchronously: no read waits for another's answer (the navigation's, as before issue 29).
    expect(urls(asked)).toEqual((await appUrls('demo', { home: true })).sort())
    expect(asked.every((entry) => entry.headers['X-App-Key'] === 'demo' && entry.headers.Accept === 'application/json')).toBe(true)
  })

  it("asks for a category's or a section's read at once when the page opens on it, and preloads its route's code", async () => {
    const category = fakeWindow('/demo/category/3')
    runInlined(category.win)
    expect(urls(category.asked)).toEqual((await appUrls('demo', { category: 3 })).sort())
    // A category's first paint comes first; the route's code is asked for with the app, once it is on screen.
    expect(category.links.map((link) => link.href)).toEqual(['/assets/category-paint-g7.js'])
    category.win.__earlyReads?.later?.()
    expect(category.links.map((link) => [link.rel, link.as, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '', '/assets/category-paint-g7.js', ''],
      ['modulepreload', '', '/assets/category-a1.js', ''],
      ['preload', 'style', '/assets/category-b2.css', ''],
    ])
    const section = fakeWindow('/demo/section/5')
    runInlined(section.win)
    expect(urls(section.asked)).toEqual((await appUrls('demo', { section: 5 })).sort())
    expect(section.links.map((link) => link.href)).toEqual(['/assets/section-c3.js'])
  })

  it("follows a deep link's start param (Telegram's, or ?startapp= in a plain browser): its hub's and screen's reads", async () => {
    const expected = (await appUrls('demo', { category: 3 })).sort()
    for (const [path, hash] of [
      ['/', '#tgWebAppStartParam=demo__category_3&tgWebAppPlatform=ios'],
      ['/', `#tgWebAppData=${encodeURIComponent('user=%7B%7D&start_param=demo__category_3')}`],
      ['/?startapp=demo__category_3', ''],
      // Home of a hub opened with a param naming a screen: the app follows it from `/`.
      ['/demo?startapp=demo__category_3', ''],
      // Shared by a visitor, or from a campaign link (issue 26): the codes name nothing to read.
      ['/', '#tgWebAppStartParam=demo__category_3__r_0dKq81ZpT5x&tgWebAppPlatform=ios'],
      ['/?startapp=demo__c_post12__category_3', ''],
    ] as const) {
      const { win, asked, links } = fakeWindow(path, hash)
      runInlined(win)
      expect(urls(asked), `${path}${hash}`).toEqual(expected)
      win.__earlyReads?.later?.()
      expect(links.map((link) => link.href)).toEqual([
        '/assets/category-paint-g7.js',
        '/assets/hub-later-d4.js',
        '/assets/category-a1.js',
        '/assets/category-b2.css',
      ])
    }
    for (const param of ['demo', 'demo__r_0dKq81ZpT5x', 'demo__c_post12']) {
      const home = fakeWindow(`/?startapp=${param}`)
      runInlined(home.win)
      expect(urls(home.asked), param).toEqual((await appUrls('demo', { home: true })).sort())
    }
    const section = fakeWindow('/', '#tgWebAppStartParam=demo__section_5')
    runInlined(section.win)
    expect(urls(section.asked)).toEqual((await appUrls('demo', { section: 5 })).sort())
  })

  it("requests the first screenful's images as the reads answer: the first banner's and the first cards', ahead of the rest", async () => {
    const { win, images } = fakeWindow('/demo')
    runInlined(win)
    await settle()
    expect(images.map((image) => image.src).sort()).toEqual([
      '/seed/banner-meetup.svg',
      '/seed/category-courses.svg',
      '/seed/icon-people.svg',
    ])
    expect(images.every((image) => image.fetchPriority === 'high')).toBe(true)
  })

  it("requests a category's images as its screen draws them: its card's image, or its first materials' visuals", async () => {
    const subcategories = fakeWindow('/demo/category/3')
    runInlined(subcategories.win)
    const materials = fakeWindow('/demo/category/4')
    runInlined(materials.win)
    const section = fakeWindow('/demo/section/5')
    runInlined(section.win)
    await settle()
    expect(subcategories.images.map((image) => image.src)).toEqual(['/seed/category-community.svg'])
    expect(materials.images.map((image) => image.src)).toEqual(['/seed/material-js.svg', '/seed/icon-terminal.svg'])
    expect(section.images.map((image) => image.src)).toEqual(['/seed/icon-star.svg'])
  })

  it("preloads the app's code wherever no first paint comes first, and not on a first visit to Home or a category", async () => {
    const chunks = { ...CHUNKS, app: ['/assets/boot-e5.js', '/assets/boot-f6.css'] }
    const app = ['/assets/boot-e5.js', '/assets/boot-f6.css']
    const hrefs = (path: string, options: { kept?: string; hub?: Record<string, unknown> } = {}) => {
      const { win, links } = fakeWindow(path, '', options.hub)
      if (options.kept !== undefined) {
        const keys = [options.kept]
        Object.assign(win, { localStorage: { length: keys.length, key: (index: number) => keys[index] ?? null } })
      }
      runInlined(win, '/api', chunks)
      return { links, hrefs: () => links.map((link) => link.href) }
    }
    expect(hrefs('/demo').hrefs()).toEqual([])
    // Another hub's kept visit is not this one's.
    expect(hrefs('/demo', { kept: 'nav-hub:visit:1-index.js:club:anon' }).hrefs()).toEqual([])
    expect(hrefs('/demo', { kept: 'nav-hub:visit:1-index.js:demo:anon' }).hrefs()).toEqual(app)
    expect(hrefs('/demo/category/3').hrefs()).toEqual(['/assets/category-paint-g7.js'])
    expect(hrefs('/demo/category/3', { kept: 'nav-hub:visit:1-index.js:demo:7' }).hrefs()).toEqual([
      ...app,
      '/assets/category-a1.js',
      '/assets/category-b2.css',
    ])
    expect(hrefs('/demo/section/5').hrefs()).toEqual([...app, '/assets/section-c3.js'])
    expect(hrefs('/demo/admin').hrefs()).toEqual(app)
    expect(hrefs('/').hrefs()).toEqual(app)
    // A hub that needs a subscription: known once its navigation answers.
    const club = hrefs('/demo', { hub: { app_key: 'demo', subscription_channel_url: 'https://t.me/club', subscription_required: true } })
    expect(club.hrefs()).toEqual([])
    await settle()
    expect(club.hrefs()).toEqual(app)
  })

  it('asks only for the navigation and themes elsewhere in a hub, and for nothing without an app key', () => {
    const admin = fakeWindow('/demo/admin/category/3')
    runInlined(admin.win)
    expect(urls(admin.asked)).toEqual([`${ORIGIN}/api/navigations/demo`, `${ORIGIN}/api/themes`])
    expect(admin.links).toEqual([])
    for (const path of ['/', '/?startapp=', '/?startapp=not%20a%20key']) {
      const { win, fetch } = fakeWindow(path)
      runInlined(win)
      expect(fetch).not.toHaveBeenCalled()
      expect(win.__earlyReads).toBeUndefined()
    }
  })
})

describe('fetchWithEarlyReads (the app takes them over)', () => {
  it('hands a read over once, to a GET of the same URL for the same hub; the rest goes to the network', async () => {
    const { win, fetch } = fakeWindow('/demo')
    runInlined(win)
    await settle()
    const early = fetchWithEarlyReads(win)
    fetch.mockClear()
    const themes = `${ORIGIN}/api/themes`
    const first = await early.fetch(new Request(themes, { headers: { 'X-App-Key': 'demo' } }))
    expect(await first.json()).toEqual({ data: [] })
    expect(fetch).not.toHaveBeenCalled()
    await early.fetch(new Request(themes, { headers: { 'X-App-Key': 'demo' } }))
    await early.fetch(new Request(`${ORIGIN}/api/navigations/demo`, { headers: { 'X-App-Key': 'other' } }))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('forgets what was not taken once dropped', async () => {
    const { win, fetch } = fakeWindow('/demo')
    runInlined(win)
    const early = fetchWithEarlyReads(win)
    fetch.mockClear()
    early.drop()
    await early.fetch(new Request(`${ORIGIN}/api/themes`, { headers: { 'X-App-Key': 'demo' } }))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(win.__earlyReads).toBeUndefined()
  })

  it('goes to the network when the early read failed', async () => {
    const { win, fetch } = fakeWindow('/demo')
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    runInlined(win)
    const early = fetchWithEarlyReads(win)
    const response = await early.fetch(new Request(`${ORIGIN}/api/navigations/demo`, { headers: { 'X-App-Key': 'demo' } }))
    expect(response.ok).toBe(true)
    expect(
      fetch.mock.calls.filter(([input]) => String(typeof input === 'string' ? input : input.url).includes('/navigations/')),
    ).toHaveLength(2)
  })

  it("a signed-in read does not take the anonymous read's refusal (a hub that needs a subscription): it asks again", async () => {
    const { win, fetch } = fakeWindow('/club')
    const banners = `${ORIGIN}/api/banners`
    fetch.mockImplementation((input: string | Request) =>
      Promise.resolve(
        (typeof input === 'string' ? input : input.url) === banners
          ? new Response('{"message":"Unauthenticated."}', { status: 401 })
          : new Response('{"data":[]}'),
      ),
    )
    runInlined(win)
    const early = fetchWithEarlyReads(win)
    const signedIn = await early.fetch(new Request(banners, { headers: { 'X-App-Key': 'club', Authorization: 'Bearer t' } }))
    expect(signedIn.status).toBe(401)
    expect(fetch.mock.calls.filter(([input]) => (typeof input === 'string' ? input : input.url) === banners)).toHaveLength(2)
    // An anonymous read takes the refusal: asking again would only be refused again.
    const anonymous = fakeWindow('/club')
    anonymous.fetch.mockImplementation(() => Promise.resolve(new Response('{}', { status: 401 })))
    runInlined(anonymous.win)
    const anonymousEarly = fetchWithEarlyReads(anonymous.win)
    await anonymousEarly.fetch(new Request(banners, { headers: { 'X-App-Key': 'club' } }))
    expect(anonymous.fetch.mock.calls.filter(([input]) => (typeof input === 'string' ? input : input.url) === banners)).toHaveLength(1)
    // Any other answer is the same signed in or not (a category that is not there: 404): taken as it is.
    const missing = fakeWindow('/demo/category/999')
    missing.fetch.mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })))
    runInlined(missing.win)
    const missingEarly = fetchWithEarlyReads(missing.win)
    const category = (await appUrls('demo', { category: 999 })).find((url) => url.includes('/categories/999')) ?? ''
    expect((await missingEarly.fetch(new Request(category, { headers: { 'X-App-Key': 'demo', Authorization: 'Bearer t' } }))).status).toBe(
      404,
    )
    expect(missing.fetch.mock.calls.filter(([input]) => (typeof input === 'string' ? input : input.url) === category)).toHaveLength(1)
  })
})
