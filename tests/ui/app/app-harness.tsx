import { onTestFinished } from 'vitest'
import { createBrowserHistory, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { DEV_BOT_TOKEN, signInitData } from '@mock-api/auth'
import { App } from '@/app/app'
import { createApp, type CreateAppOptions } from '@/app/create-app'
import { parseInitData, type LaunchParams } from '@/messenger/launch-params'
import { withoutRetry } from '@stories/support/query-client'

export const API_BASE = 'http://localhost/api'

/** Launch params as Telegram would give them to messenger user `userId`. */
export async function launchAs(
  userId: number,
  options: { startParam?: string; languageCode?: string; botToken?: string } = {},
): Promise<LaunchParams> {
  const fields: Record<string, string> = {
    user: JSON.stringify({ id: userId, first_name: `User ${String(userId)}`, language_code: options.languageCode ?? 'ru' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
  }
  if (options.startParam) fields.start_param = options.startParam
  const initData = await signInitData(fields, options.botToken ?? DEV_BOT_TOKEN)
  const { user, startParam } = parseInitData(initData)
  return { initData, user, platform: 'tdesktop', version: '8.0', themeParams: {}, startParam }
}

/** A launch that never arrives (no Telegram, no dev launch answer). */
export const neverLaunched = () => new Promise<LaunchParams | null>(() => undefined)

interface RenderAppOptions extends Omit<CreateAppOptions, 'history'> {
  path: string
  /**
   * jsdom's own window.history instead of a memory history: going back is a popstate there, as in
   * a browser, so the router's blockers see it (a memory history's back skips them).
   */
  browserHistory?: boolean
}

function historyAt(path: string, browser = false) {
  if (!browser) return createMemoryHistory({ initialEntries: [path] })
  window.history.replaceState(null, '', path)
  return createBrowserHistory()
}

/** The whole app (real router, start-up, routes) at `path` in a memory history (or jsdom's). */
export function renderApp({ path, browserHistory, ...options }: RenderAppOptions) {
  const app = createApp({
    apiBase: API_BASE,
    reportErrors: false,
    ...options,
    history: historyAt(path, browserHistory),
  })
  // Errors must show at once, not after the production retry (in every hub's cache).
  app.hubs.each(({ queryClient }) => void withoutRetry(queryClient))
  const stop = app.start()
  // Stopped when the test ends, whether or not it unmounts: idle work the app scheduled (scroll and
  // focus memory, the repeat-visit writer) must not install itself into the next test, or after jsdom is gone.
  onTestFinished(stop)
  const view = render(<App app={app} />)
  return {
    app,
    ...view,
    href: () => app.router.state.location.href,
    unmount: () => {
      view.unmount()
      stop()
    },
  }
}

/** jsdom does not scroll: a window whose scroll position the tests set and read. */
export function fakeWindowScroll() {
  let y = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
  const scrollTo = (options?: ScrollToOptions | number, top?: number) => {
    y = typeof options === 'object' ? (options.top ?? y) : (top ?? y)
  }
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollTo })
  return {
    get y() {
      return y
    },
    set y(value: number) {
      y = value
    },
  }
}
