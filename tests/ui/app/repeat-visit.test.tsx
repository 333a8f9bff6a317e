import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { createApp } from '@/app/create-app'
import { launchParamsAtom } from '@/app/launch-atoms'
import { isStaleVisitKey, isVisitorRead } from '@/app/visit-cache/visit-cache'
import { VISIT_PREFIX, visitCacheKey } from '@/app/visit-cache/visit-key'
import { withoutRetry } from '@stories/support/query-client'
import { serveMockApi } from '../support/mock-api-server'
import { API_BASE, fakeWindowScroll } from './app-harness'

/** Issue 17: repeat visits draw from the reads kept on the device; offline, they say so. */

const server = serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
  localStorage.clear()
})

const KEY = visitCacheKey('demo', null)
let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})

/** The whole app at /demo in a plain browser (no launch), keeping visits, as production does. */
async function visitDemo() {
  const app = createApp({ apiBase: API_BASE, reportErrors: false, keepVisits: true, launch: () => Promise.resolve(null) })
  app.hubs.each(({ queryClient }) => void withoutRetry(queryClient))
  const stop = app.start()
  // A plain browser's launch is known at once in production; here it settles a tick later.
  await waitFor(() => expect(app.store.get(launchParamsAtom)).toBe(null))
  window.history.replaceState(null, '', '/demo')
  const view = render(<App app={app} />)
  stops.push(() => {
    view.unmount()
    stop()
  })
  return app
}

const offline = () => server.use(http.all(`${API_BASE}/*`, () => HttpResponse.error()))
const hanging = () => server.use(http.all(`${API_BASE}/*`, () => new Promise<never>(() => undefined)))

async function firstVisit() {
  await visitDemo()
  await screen.findByRole('list', { name: 'Разделы' })
  await waitFor(() => expect(localStorage.getItem(KEY)).toContain('"categories"'), { timeout: 4000 })
  stops.forEach((stop) => stop())
  stops = []
}

describe('a repeat visit', () => {
  it('draws Home from the device while the network has not answered', async () => {
    await firstVisit()
    hanging()
    await visitDemo()
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(screen.queryByText(/Нет сети/)).not.toBeInTheDocument()
  })

  it('a hub removed since the last visit: no-navigation at once, not its kept Home failing', async () => {
    await firstVisit()
    server.use(http.get(`${API_BASE}/navigations/demo`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })))
    await visitDemo()
    expect(await screen.findByRole('heading', { name: 'Навигация не найдена' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/demo/no-navigation')
    expect(screen.queryByRole('list', { name: 'Разделы' })).not.toBeInTheDocument()
  })

  it('offline: the kept Home with a quiet note', async () => {
    await firstVisit()
    offline()
    await visitDemo()
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
    expect(await screen.findByText('Нет сети: показано сохранённое ранее')).toHaveAttribute('role', 'status')
  })

  it('offline with nothing kept: the offline state, whose retry draws Home once the network is back', async () => {
    offline()
    await visitDemo()
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert).toHaveTextContent('Нет соединения')
    server.resetHandlers()
    screen.getByRole('button', { name: 'Повторить' }).click()
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
  })

  it("keeps only visitor reads, under the build's name; another build's are dropped", () => {
    expect(isVisitorRead([['categories', 'list'], { input: { filter: { root: true } }, type: 'query' }])).toBe(true)
    expect(isVisitorRead([['admin', 'categories'], { input: {}, type: 'query' }])).toBe(false)
    expect(isVisitorRead([['categories', 'list'], { input: { pagination: { offset: 0, limit: 3 } }, type: 'query' }])).toBe(false)
    expect(isStaleVisitKey(`${VISIT_PREFIX}0-old.js:demo:anon`)).toBe(true)
    expect(isStaleVisitKey(KEY)).toBe(false)
    expect(visitCacheKey('demo', 7)).not.toBe(visitCacheKey('club', 7))
  })
})
