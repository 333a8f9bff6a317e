import type { BrowserContext, Page } from 'playwright-core'
import type { RunningApp } from './app'
import { bridgeEvents, receiveTelegramEvent, stubTelegramBridge, type BridgeEvent } from './telegram-bridge'
import { telegramHash, type LaunchOptions } from './telegram-launch'
import { UI_TIMEOUT } from './waiting'

export interface VisitorOptions extends LaunchOptions {
  /**
   * Stub Telegram's native transport (`window.TelegramWebviewProxy`, as the iOS and Android
   * clients inject it) before the app loads, recording every `postEvent` call.
   */
  bridge?: boolean
  /** Open the path in a plain browser tab: no launch params in the URL at all. */
  plain?: boolean
  /** The page's size (default: a phone, 390 x 844). */
  viewport?: { width: number; height: number }
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

/** Opens a hub path in its own browser context, as Telegram would (or as a plain tab with `plain`). */
export async function openVisitor(app: RunningApp, path: string, options: VisitorOptions = {}): Promise<Visitor> {
  const mobile = options.platform === 'ios' || options.platform === 'android'
  const context = await app.browser.newContext({
    viewport: options.viewport ?? { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: mobile,
    colorScheme: options.dark ? 'dark' : 'light',
  })
  context.setDefaultTimeout(UI_TIMEOUT)
  context.setDefaultNavigationTimeout(UI_TIMEOUT * 2)
  // The seed's external sites do not exist: answer them locally so new tabs load without the network.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  )
  if (options.bridge) await stubTelegramBridge(context)
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
    // Leaving the page cancels the overlays' code loaded once the page has loaded (features/hub/hub-overlays.tsx)
    // and the first taps' code warmed on idle (app/navigation/warm-first-taps.ts): a download of the app's own chunks cut short is not an error.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED'
    const cancelledPrefetch =
      aborted && (request.headers()['sec-purpose'] === 'prefetch' || new URL(request.url()).pathname.startsWith('/assets/'))
    if (request.url().startsWith(app.baseUrl) && !cancelledPrefetch)
      errors.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url())
      httpErrors.push(`${String(response.status())} ${response.request().method()} ${url.pathname}`)
    }
  })
  const hash = options.plain ? '' : await telegramHash(options)
  await page.goto(`${app.baseUrl}${path}${hash}`)
  await appRuns(page)
  return {
    context,
    page,
    errors,
    httpErrors,
    events: () => bridgeEvents(page),
    receiveEvent: (type, data) => receiveTelegramEvent(page, type, data),
    close: () => context.close(),
  }
}

/**
 * The app runs: a first paint (src/app/first-paint.tsx: Home or a category drawn before the app's
 * code) has been taken over. A person may tap a first paint (the app then opens what was tapped);
 * the tests drive the app itself, so they wait for it (tests/e2e/first-paint.test.ts drives the first paint).
 */
export async function appRuns(page: Page): Promise<void> {
  // index.html's placeholder (.boot) stays in the app's container until the app draws there.
  await page.waitForFunction(() => document.querySelector('[data-first-paint], #root > .boot') === null)
}
