import { describe, expect, it, vi } from 'vitest'
import { buildRequest, type HttpConfig } from '@/api/http'
import { routes } from '@/api/routes.gen'
import type { TrpcUtils } from '@/api/trpc-utils'
import { fetchWithEarlyReads, startEarlyReads, type EarlyReads } from '@/app/early-reads'
import { prefetchHome } from '@/features/hub/home/prefetch-home'
import { navigationInput } from '@/session/use-navigation'

const ORIGIN = 'https://hub.example'

type FakeWindow = Window & { __earlyReads?: EarlyReads }

/**
 * A window at `path` whose fetch answers the navigation with the channel `subscription` (and
 * `required`, the hub-wide rule, when given) and records the rest.
 */
function fakeWindow(path: string, subscription: string | null = null, required?: boolean) {
  const asked: { url: string; headers: Record<string, string> }[] = []
  const fetch = vi.fn((input: string | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url
    asked.push({ url, headers: init?.headers as Record<string, string> })
    const navigation = { id: 1, subscription_channel_url: subscription, ...(required !== undefined && { subscription_required: required }) }
    const body = url.includes('/navigations/') ? { data: navigation } : { data: [] }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))
  })
  const win = { location: new URL(path, ORIGIN), fetch } as unknown as FakeWindow
  return { win, asked, fetch }
}

/** As index.html runs it: from its source text, so anything it used from outside its body would fail here. */
function runInlined(win: Window, apiBase = '/api') {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- exactly what vite.config.ts inlines
  const run = new Function('win', 'apiBase', `(${startEarlyReads.toString()})(win, apiBase)`) as (win: Window, apiBase: string) => void
  run(win, apiBase)
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The URLs src/api/http.ts builds for start-up's reads: navigation, themes and Home's prefetch (its real inputs). */
async function appUrls(appKey: string): Promise<string[]> {
  const config: HttpConfig = { baseUrl: `${ORIGIN}/api`, appKey, token: () => null }
  const url = (name: keyof typeof routes, input: unknown) => buildRequest(routes[name], input, config).url
  const home: string[] = []
  const utils = new Proxy(
    {},
    {
      get: (_, resource: string) => ({
        list: { prefetch: (input: unknown) => home.push(url(`${resource}.list` as keyof typeof routes, input)) },
      }),
    },
  ) as unknown as TrpcUtils
  await prefetchHome(utils)
  return [url('navigations.get', navigationInput(appKey)), url('themes.list', undefined), ...home]
}

describe('early reads (index.html, before the app loads)', () => {
  it("asks for exactly the URLs the app's start-up asks for, with the app key", async () => {
    const { win, asked } = fakeWindow('/demo')
    runInlined(win)
    await settle()
    expect(asked.map((entry) => entry.url).sort()).toEqual((await appUrls('demo')).sort())
    expect(asked.every((entry) => entry.headers['X-App-Key'] === 'demo' && entry.headers.Accept === 'application/json')).toBe(true)
  })

  it("leaves Home's reads to the app for a hub that needs a subscription, and off Home", async () => {
    const club = fakeWindow('/club', 'https://t.me/club_channel')
    runInlined(club.win)
    const category = fakeWindow('/demo/category/3')
    runInlined(category.win)
    await settle()
    const [navigation, themes] = await appUrls('club')
    expect(club.asked.map((entry) => entry.url)).toEqual([navigation, themes])
    expect(category.asked.map((entry) => entry.url)).toEqual([`${ORIGIN}/api/navigations/demo`, `${ORIGIN}/api/themes`])
  })

  it("asks for Home's reads of a hub with a channel that does not require it, and not where the rule says so", async () => {
    const open = fakeWindow('/demo', 'https://t.me/kod_school', false)
    runInlined(open.win)
    const closed = fakeWindow('/club', 'https://t.me/club_channel', true)
    runInlined(closed.win)
    await settle()
    expect(open.asked.map((entry) => entry.url).sort()).toEqual((await appUrls('demo')).sort())
    expect(closed.asked).toHaveLength(2)
  })

  it('asks for nothing without an app key in the path', () => {
    const { win, fetch } = fakeWindow('/')
    runInlined(win)
    expect(fetch).not.toHaveBeenCalled()
    expect(win.__earlyReads).toBeUndefined()
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

  it("does not ask again for a read the app asked for first (Home's reads wait for the navigation)", async () => {
    const { win, asked, fetch } = fakeWindow('/demo')
    // The navigation answers only once the app has asked for the banners itself.
    let answerNavigation: () => void = () => undefined
    const navigationHeld = new Promise<void>((resolve) => (answerNavigation = resolve))
    const answer = fetch.getMockImplementation()
    fetch.mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input.url
      if (!answer) throw new Error('fakeWindow answers every fetch')
      return url.includes('/navigations/') ? navigationHeld.then(() => answer(input, init)) : answer(input, init)
    })
    runInlined(win)
    const early = fetchWithEarlyReads(win)
    const banners = `${ORIGIN}/api/banners`
    await early.fetch(new Request(banners, { headers: { 'X-App-Key': 'demo' } }))
    answerNavigation()
    await settle()
    expect(asked.filter((entry) => entry.url === banners)).toHaveLength(1)
    expect(asked.some((entry) => entry.url.includes('/categories'))).toBe(true)
  })

  it('goes to the network when the early read failed', async () => {
    const { win, fetch } = fakeWindow('/demo')
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    runInlined(win)
    const early = fetchWithEarlyReads(win)
    const response = await early.fetch(new Request(`${ORIGIN}/api/navigations/demo`, { headers: { 'X-App-Key': 'demo' } }))
    expect(response.ok).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
