import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { boot } from '@/app/boot'
import { startEarlyReads, type EarlyReads } from '@/app/early-reads'
import { firstPaint } from '@/app/first-paint'
import { visitCacheKey } from '@/app/visit-cache/visit-key'
import { serveMockApi } from '../support/mock-api-server'
import { API_BASE, fakeWindowScroll } from './app-harness'

/**
 * Issue 29: landed on Home, the entry draws it from the early reads (app/first-paint.tsx) before the
 * app's code runs, and hands the screen over to the app. Against the mock API's handlers and seed,
 * with the real early-reads script.
 */

const server = serveMockApi()
const early = () => (window as Window & { __earlyReads?: EarlyReads }).__earlyReads

let container: HTMLElement
beforeEach(() => {
  fakeWindowScroll()
  localStorage.clear()
  document.body.innerHTML = '<div id="root"></div>'
  container = document.getElementById('root') as HTMLElement
})
afterEach(() => {
  ;(window as Window & { __earlyReads?: EarlyReads }).__earlyReads = undefined
  document.documentElement.className = ''
  document.body.innerHTML = ''
})

/** index.html's script at `path`, then the entry's first paint. */
function land(path: string) {
  window.history.replaceState(null, '', path)
  startEarlyReads(window, API_BASE)
  return firstPaint(container)
}

describe("Home's first paint", () => {
  it("draws Home's banners, categories and floating button from the early reads, beside the app's hidden container", async () => {
    const handOver = await land('/demo')
    expect(handOver).toBeTypeOf('function')
    const drawn = container.previousElementSibling as HTMLElement
    const home = within(drawn)
    // The seed's root categories in their order, as buttons (they will open), the first banner's image, the button.
    expect(home.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Курсы'), expect.stringContaining('Сообщество')]),
    )
    expect(drawn.querySelector('img[loading="eager"]')).not.toBeNull()
    expect(drawn.querySelector('[data-floating-button]')).not.toBeNull()
    expect(drawn.querySelector('main')?.getAttribute('aria-busy')).toBe('true')
    expect(container.hidden).toBe(true)
    // Nobody has taken the answers: the app takes them over as it would without a first paint.
    expect(Object.values(early()?.responses ?? {}).every((answer) => answer !== undefined)).toBe(true)

    handOver?.()
    expect(container.hidden).toBe(false)
    expect(container.previousElementSibling).toBeNull()
    expect(screen.queryByRole('main')).toBeNull()
  })

  it('is taken over by the app once the app has drawn Home (not its loader), in one step', async () => {
    const handOver = await land('/demo')
    const stop = boot(container, handOver, {
      apiBase: API_BASE,
      reportErrors: false,
      keepVisits: false,
      launch: () => Promise.resolve(null),
    })
    try {
      // Until then the first paint stays, and the app draws out of sight.
      expect(container.previousElementSibling).not.toBeNull()
      await waitFor(() => expect(container.hidden).toBe(false))
      expect(container.previousElementSibling).toBeNull()
      const home = within(container)
      expect(home.getByRole('heading', { name: 'Главная' })).toBeInTheDocument()
      expect(home.getByRole('button', { name: /Курсы/ })).toBeInTheDocument()
    } finally {
      stop()
    }
  })

  it('gives the app a tap made on the first paint: the same place on the same layout', async () => {
    const handOver = await land('/demo')
    const card = within(container.previousElementSibling as HTMLElement).getByRole('button', { name: /Курсы/ })
    card.click()
    // The app's own card where the first paint's was (jsdom has no layout: the point is stubbed).
    const appCard = document.createElement('button')
    container.append(appCard)
    const opened = vi.fn()
    appCard.addEventListener('click', opened)
    document.elementFromPoint = vi.fn(() => appCard)
    handOver?.()
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it('opens a link that leaves the hub within the tap, and does not hand that tap to the app', async () => {
    const handOver = await land('/demo')
    const opened: string[] = []
    const open = vi.spyOn(window, 'open').mockImplementation((url) => (opened.push(String(url)), null))
    try {
      const floating = within(container.previousElementSibling as HTMLElement).getByRole('button', { name: 'Написать куратору' })
      floating.click()
      // Within the click itself: nothing awaited before window.open (the tap's user activation).
      expect(opened).toHaveLength(1)
      const appButton = document.createElement('button')
      const clicked = vi.fn()
      appButton.addEventListener('click', clicked)
      container.append(appButton)
      document.elementFromPoint = vi.fn(() => appButton)
      handOver?.()
      expect(clicked).not.toHaveBeenCalled()
    } finally {
      open.mockRestore()
    }
  })

  it('draws nothing for a hub that needs a subscription: its anonymous reads are refused', async () => {
    server.use(
      http.get(`${API_BASE}/navigations/demo`, () =>
        HttpResponse.json({
          data: { id: 1, app_key: 'demo', title: 'Demo', subscription_channel_url: 'https://t.me/demo', subscription_required: true },
        }),
      ),
    )
    expect(await land('/demo')).toBeUndefined()
    expect(container.hidden).toBe(false)
    expect(container.previousElementSibling).toBeNull()
  })

  it('draws nothing when a read fails: the app shows its own error', async () => {
    server.use(http.get(`${API_BASE}/banners`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })))
    expect(await land('/demo')).toBeUndefined()
    expect(container.previousElementSibling).toBeNull()
  })

  it('draws nothing on a repeat visit (the app draws what was kept at once), nor on a screen without a first paint', async () => {
    localStorage.setItem(visitCacheKey('demo', null), '{}')
    expect(await land('/demo')).toBeUndefined()
    expect(await land('/demo/category/3')).toBeUndefined()
    localStorage.clear()
    expect(await land('/demo/section/1')).toBeUndefined()
    expect(container.previousElementSibling).toBeNull()
  })

  it('draws a category landed on (its path, or a deep link): the back control, its header, then the app takes over', async () => {
    for (const path of ['/demo/category/3', '/?startapp=demo__category_3']) {
      const handOver = await land(path)
      const drawn = within(container.previousElementSibling as HTMLElement)
      // The seed's category 3, and the back control a plain browser shows above it.
      expect(drawn.getByRole('heading', { level: 1 })).toHaveTextContent('Чаты и форум')
      expect(drawn.getByRole('button', { name: 'Назад' })).toBeInTheDocument()
      handOver?.()
      expect(container.previousElementSibling).toBeNull()
    }
  })

  it('gives up on a read that does not answer, and never draws after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      let answer: () => void = () => undefined
      server.use(
        http.get(`${API_BASE}/themes`, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ data: [] }))))),
      )
      const result = land('/demo')
      await vi.advanceTimersByTimeAsync(1500)
      expect(await result).toBeUndefined()
      answer()
      await vi.advanceTimersByTimeAsync(50)
      expect(container.previousElementSibling).toBeNull()
      expect(container.hidden).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
