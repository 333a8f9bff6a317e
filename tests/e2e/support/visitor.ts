import type { BrowserContext, Locator, Page } from 'playwright-core'
import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
import { telegramHash, type LaunchOptions, type RunningApp } from './app'

/** One `postEvent(type, data)` call the app made on Telegram's native transport, data parsed. */
export type BridgeEvent = [type: string, data: Record<string, unknown>]

export interface VisitorOptions extends LaunchOptions {
  /**
   * Stub Telegram's native transport (`window.TelegramWebviewProxy`, as the iOS and Android
   * clients inject it) before the app loads, recording every `postEvent` call.
   */
  bridge?: boolean
  /** Open the path in a plain browser tab: no launch params in the URL at all. */
  plain?: boolean
}

export interface Visitor {
  context: BrowserContext
  page: Page
  /** Uncaught page errors, console errors and failed requests, in order. */
  errors: string[]
  /** Responses with a 4xx or 5xx status, as `status METHOD /path`. */
  httpErrors: string[]
  /** Every bridge call so far (empty without `bridge`). */
  events: () => Promise<BridgeEvent[]>
  /** Telegram delivering an event to the app, as the native clients do (`Telegram.WebView.receiveEvent`). */
  receiveEvent: (type: string, data?: Record<string, unknown>) => Promise<void>
  close: () => Promise<void>
}

/** Generous bounds for a slow 2-core machine: nothing waits for them unless something is wrong. */
export const UI_TIMEOUT = 15_000

declare global {
  interface Window {
    __bridgeEvents?: BridgeEvent[]
  }
}

/** Opens a hub path in its own browser context, as Telegram would (or as a plain tab with `plain`). */
export async function openVisitor(app: RunningApp, path: string, options: VisitorOptions = {}): Promise<Visitor> {
  const mobile = options.platform === 'ios' || options.platform === 'android'
  const context = await app.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: mobile,
    colorScheme: options.dark ? 'dark' : 'light',
  })
  context.setDefaultTimeout(UI_TIMEOUT)
  context.setDefaultNavigationTimeout(UI_TIMEOUT * 2)
  // The seed's external sites do not exist: answer them locally so new tabs load without the network.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }))
  if (options.bridge) {
    await context.addInitScript(() => {
      window.__bridgeEvents = []
      Object.defineProperty(window, 'TelegramWebviewProxy', {
        configurable: true,
        value: {
          postEvent(type: string, data: string) {
            let parsed: unknown = {}
            try {
              parsed = JSON.parse(data)
            } catch {
              parsed = { raw: data }
            }
            window.__bridgeEvents?.push([type, parsed as Record<string, unknown>])
          },
        },
      })
    })
  }
  const page = await context.newPage()
  const errors: string[] = []
  const httpErrors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx response as a console error; those are checked as httpErrors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded')) {
      errors.push(`console: ${message.text()}`)
    }
  })
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(app.baseUrl)) errors.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url())
      httpErrors.push(`${String(response.status())} ${response.request().method()} ${url.pathname}`)
    }
  })
  const hash = options.plain ? '' : await telegramHash(options)
  await page.goto(`${app.baseUrl}${path}${hash}`)
  return {
    context,
    page,
    errors,
    httpErrors,
    events: () => page.evaluate(() => window.__bridgeEvents ?? []),
    receiveEvent: (type, data = {}) =>
      page.evaluate(
        ([eventType, eventData]) => {
          const telegram = (window as { Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } }).Telegram
          const receive = telegram?.WebView?.receiveEvent
          if (!receive) throw new Error('the app does not listen to Telegram events (window.Telegram.WebView.receiveEvent is missing)')
          receive(eventType, eventData)
        },
        [type, data] as const,
      ),
    close: () => context.close(),
  }
}

/** The latest `web_app_setup_back_button` visibility the app asked for, or undefined. */
export function backButtonVisible(events: BridgeEvent[]): boolean | undefined {
  const last = events.filter(([type]) => type === 'web_app_setup_back_button').at(-1)
  return last ? last[1].is_visible === true : undefined
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A name that starts with `title` (cards are named by their title followed by their description). */
export const startsWith = (title: string) => new RegExp(`^\\s*${escapeRegExp(title)}(\\s|$)`)

/** Home's category card (a button in the "Разделы"/"Sections" list). */
export function homeCategory(page: Page, title: string, listName = 'Разделы'): Locator {
  return page.getByRole('list', { name: listName }).getByRole('button', { name: startsWith(title) })
}

/** The floating button: the admin-coloured button fixed to the bottom of Home and section detail. */
export function floatingButton(page: Page, text: string): Locator {
  return page.getByRole('main').getByRole('button', { name: text, exact: true })
}

/** Pathname of the page, without the launch params Telegram leaves in the hash. */
export const pathnameOf = (page: Page) => new URL(page.url()).pathname

/** Rounded window.scrollY. */
export const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Times a hint's life inside the page (so test-runner latency does not count): resolves a
 * handle whose `read()` gives when text matching `text` appeared and disappeared (ms, page clock).
 */
export async function watchText(page: Page, text: string) {
  await page.evaluate((needle) => {
    const state = { shownAt: null as number | null, hiddenAt: null as number | null, shows: 0 }
    ;(window as unknown as { __watch: typeof state }).__watch = state
    let present = document.body.innerText.includes(needle)
    const check = () => {
      const now = document.body.innerText.includes(needle)
      if (now && !present) {
        state.shows += 1
        state.shownAt = performance.now()
        state.hiddenAt = null
      }
      if (!now && present) state.hiddenAt = performance.now()
      present = now
    }
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, text)
  return {
    read: () => page.evaluate(() => (window as unknown as { __watch: { shownAt: number | null; hiddenAt: number | null; shows: number } }).__watch),
  }
}

/** Drags with the mouse (pointer events) from the middle of `target` straight down by `dy` px. */
export async function dragDown(page: Page, target: Locator, dy: number, options: { release?: boolean } = {}) {
  const box = await target.boundingBox()
  if (!box) throw new Error('drag target has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + dy, { steps: 10 })
  if (options.release ?? true) await page.mouse.up()
  return { x, y }
}

/** A real one-finger swipe down (CDP touch events, as a phone sends them) from the middle of `target`. */
export async function touchSwipeDown(page: Page, target: Locator, dy: number) {
  const box = await target.boundingBox()
  if (!box) throw new Error('swipe target has no box')
  const x = Math.round(box.x + box.width / 2)
  const y = Math.round(box.y + Math.min(box.height / 2, 60))
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    const steps = 10
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + Math.round((dy * i) / steps) }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}

/**
 * Whether a control inside an accordion panel is reachable: its panel takes space on screen and
 * the control can take focus (a collapsed, inert panel gives neither).
 */
export function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element: HTMLElement) => {
    const panel = element.closest('[role="region"]')
    const hasSpace = panel === null || panel.getBoundingClientRect().height > 1
    const previous = document.activeElement
    element.focus({ preventScroll: true })
    const focusable = document.activeElement === element
    if (focusable && previous instanceof HTMLElement) previous.focus({ preventScroll: true })
    else if (focusable) element.blur()
    return hasSpace && focusable
  })
}

/** Converts `#rrggbb` to the `rgb(r, g, b)` form getComputedStyle answers with. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`
}

// ---- The API as an admin would use it (to arrange data a journey needs beyond the seed) ----

export interface Api {
  get: <T>(path: string) => Promise<T>
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>
}

/** Signs in to the REST API as a messenger user (1 is the seeded admin of demo and club). */
export async function apiAs(app: RunningApp, userId: number, appKey = 'demo'): Promise<Api> {
  const initData = await signInitData(
    { user: JSON.stringify({ id: userId, first_name: 'E2E', language_code: 'ru' }), auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'e2e-api' },
    DEV_BOT_TOKEN,
  )
  const base = { 'X-App-Key': appKey, Accept: 'application/json' }
  const auth = await fetch(`${app.baseUrl}/api/auth`, { method: 'POST', headers: { ...base, Authorization: `tma ${initData}` } })
  if (!auth.ok) throw new Error(`sign-in as ${String(userId)} failed: ${String(auth.status)} ${await auth.text()}`)
  const { data } = (await auth.json()) as { data: { token: string } }
  const headers = { ...base, Authorization: `Bearer ${data.token}` }
  const answer = async <T>(response: Response, what: string): Promise<T> => {
    if (!response.ok) throw new Error(`${what}: ${String(response.status)} ${await response.text()}`)
    return (response.status === 204 ? undefined : await response.json()) as T
  }
  return {
    get: async <T>(path: string) => answer<T>(await fetch(`${app.baseUrl}/api${path}`, { headers }), `GET ${path}`),
    send: async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      answer<T>(
        await fetch(`${app.baseUrl}/api${path}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        `${method} ${path}`,
      ),
  }
}

interface Titled {
  id: number
  title: string
}

/** The id of the record titled `title` in an admin list (`/admin/sections`, `/admin/categories`). */
export async function idByTitle(api: Api, listPath: string, title: string): Promise<number> {
  const { data } = await api.get<{ data: Titled[] }>(`${listPath}?pagination[limit]=1000`)
  const found = data.find((record) => record.title === title)
  if (!found) throw new Error(`no record titled ${title} in ${listPath}`)
  return found.id
}
