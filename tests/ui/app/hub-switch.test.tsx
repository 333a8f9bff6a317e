import { act, screen } from '@testing-library/react'
import { delay, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { HubApp } from '@/app/create-app'
import { hubThemeAtom } from '@/app/startup-atoms'
import { usersAtom } from '@/session/session-atoms'
import { mockApiHandlers, seedWith, serveMockApi } from '../support/mock-api-server'
import { API_BASE, fakeWindowScroll, launchAs, renderApp } from './app-harness'

/**
 * Issue 17: each hub has its own cache (src/app/hub-sessions.ts), so one hub's cached answers are
 * never drawn in another (their query keys are the same: `categories.list` with Home's input), and
 * start-up no longer clears caches: coming back to a hub draws from its own. Start-up, the signed-in
 * user and the failed-sign-in flag are per hub too: coming back to a hub started in this page is
 * synchronous (no loader, no second sign-in), and a late sign-in answer only ever writes its own hub's.
 */

const server = serveMockApi()

/** Every API request, with the app key it was sent for. */
let requests: { appKey: string | null; path: string }[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  requests.push({ appKey: request.headers.get('X-App-Key'), path: url.pathname + url.search })
})
beforeEach(() => {
  fakeWindowScroll()
  requests = []
})

// Root categories of the seed: the demo school's and the board-game club's.
const DEMO = ['Курсы', 'Сообщество', 'Расписание']
const CLUB = ['Игротека', 'Чат клуба']

/** Records which of `titles` the page ever shows while the router has `pathname` on screen, until stopped. */
function watchFor(app: HubApp, pathname: string, titles: string[]) {
  let seen: string[] = []
  const look = () => {
    // The hub left behind stays on screen until the next one's screen replaces it: that is not a leak.
    if (app.router.state.resolvedLocation?.pathname !== pathname) return
    const text = document.body.textContent ?? ''
    seen = [...new Set([...seen, ...titles.filter((title) => text.includes(title))])]
  }
  const observer = new MutationObserver(look)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  look()
  return {
    seen: () => {
      look()
      return seen
    },
    stop: () => observer.disconnect(),
  }
}

/** Whether the loader screen ever shows from now on, until stopped. */
function watchLoader() {
  let shown = false
  const look = () => void (shown ||= screen.queryByRole('status', { name: 'Загружаем приложение' }) !== null)
  const observer = new MutationObserver(look)
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  return {
    shown: () => {
      look()
      observer.disconnect()
      return shown
    },
  }
}

const goTo = (app: HubApp, appKey: string) => act(() => app.router.navigate({ to: '/$appKey', params: { appKey } }))
const homeReads = (appKey: string) => requests.filter((request) => request.appKey === appKey && request.path.startsWith('/api/categories'))
const reads = (appKey: string, path: string) => requests.filter((request) => request.appKey === appKey && request.path.startsWith(path))
const accent = () => document.documentElement.style.getPropertyValue('--hub-accent')

describe('switching hubs (A -> B -> A)', () => {
  it("never draws one hub's answers in another, and going back draws from the hub's own cache", async () => {
    // Anna admins both hubs: the club's subscription lets her in.
    const { app, href } = renderApp({ path: '/demo', launch: () => launchAs(1) })
    expect(await screen.findByText(DEMO[0]!)).toBeInTheDocument()
    expect(homeReads('demo')).toHaveLength(1)

    // The club's reads are slow: while its Home waits for them, nothing of the school's may show.
    server.use(
      http.get(`${API_BASE}/categories`, async ({ request }) => {
        if (request.headers.get('X-App-Key') === 'club') await delay(150)
        return undefined
      }),
    )
    const demoInClub = watchFor(app, '/club', DEMO)
    await goTo(app, 'club')
    expect(await screen.findByText(CLUB[0]!)).toBeInTheDocument()
    expect(href()).toBe('/club')
    expect(demoInClub.seen()).toEqual([])
    demoInClub.stop()
    // The school's cache was kept (start-up cleared every cache before), apart from the club's.
    const demoCache = app.hubs.get('demo').queryClient.getQueryCache()
    const clubCache = app.hubs.get('club').queryClient.getQueryCache()
    const rootCategories = demoCache.getAll().find((query) => JSON.stringify(query.queryKey).includes('"root":true'))
    if (!rootCategories) throw new Error("The school's Home categories are not in its cache")
    expect(rootCategories.state.data).toBeDefined()
    // The same query key in the club's own cache holds the club's answer.
    const clubRoot = clubCache.find({ queryKey: rootCategories.queryKey, exact: true })
    expect(clubRoot?.state.data).toBeDefined()
    expect(clubRoot?.state.data).not.toEqual(rootCategories.state.data)

    // Each hub's theme is painted while it is shown: the club's own accent now.
    expect(accent()).toBe('#b45309')

    // Back to the school: its Home draws from its own cache (fresh: not asked again), nothing of the club's.
    const clubInDemo = watchFor(app, '/demo', CLUB)
    const loader = watchLoader()
    await goTo(app, 'demo')
    // At once (issue 17): the school started in this page already, so no loader and no second sign-in or navigation read.
    expect(screen.getByText(DEMO[0]!)).toBeInTheDocument()
    expect(loader.shown()).toBe(false)
    expect(href()).toBe('/demo')
    expect(clubInDemo.seen()).toEqual([])
    clubInDemo.stop()
    expect(homeReads('demo')).toHaveLength(1)
    expect(reads('demo', '/api/auth')).toHaveLength(1)
    expect(reads('demo', '/api/navigation')).toHaveLength(1)
    // The school's theme is back, from its cache.
    expect(accent()).toBe('#2481cc')
    expect(app.store.get(hubThemeAtom)).toMatchObject({ backgroundColor: '#2481cc' })
    // Each call went out with its own hub's app key and token (start-up signed in to each).
    expect(homeReads('club')).toHaveLength(1)
    expect(requests.every((request) => request.appKey === 'demo' || request.appKey === 'club')).toBe(true)
  })
})

describe('the signed-in user per hub', () => {
  it("a late sign-in answer of a hub left behind never changes the shown hub's user; going back there is at once", async () => {
    // Olga (3) subscribes to the club and, here, admins the school: the admin link shows under the school's Home only.
    server.use(...mockApiHandlers(seedWith((data) => data.apps.demo?.admins.push({ ...data.apps.demo.admins[0]!, id: 99, telegramId: 3 }))))
    // The school's sign-in answers late: only once the visitor has gone on to the club.
    let answerSchool = () => undefined as void
    const schoolAnswers = new Promise<void>((resolve) => (answerSchool = resolve))
    server.use(
      http.post(`${API_BASE}/auth`, async ({ request }) => {
        if (request.headers.get('X-App-Key') === 'demo') await schoolAnswers
        return undefined
      }),
    )
    const { app, href } = renderApp({ path: '/demo', launch: () => launchAs(3) })
    expect(await screen.findByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
    await goTo(app, 'club')
    expect(await screen.findByText(CLUB[0]!)).toBeInTheDocument()
    expect(href()).toBe('/club')
    expect(screen.queryByRole('link', { name: 'Администрирование' })).not.toBeInTheDocument()

    // The school's answer arrives while the club is shown: it is the school's user, not the club's.
    await act(async () => {
      answerSchool()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(app.store.get(usersAtom)).toEqual({
      demo: expect.objectContaining({ id: 3, isAdmin: true }),
      club: expect.objectContaining({ id: 3, isAdmin: false }),
    })
    expect(screen.queryByRole('link', { name: 'Администрирование' })).not.toBeInTheDocument()
    // Nor does its theme repaint the club.
    expect(accent()).toBe('#b45309')

    // The school's start-up finished behind the club: going there draws at once, as its admin, without signing in again.
    const loader = watchLoader()
    await goTo(app, 'demo')
    expect(await screen.findByText(DEMO[0]!)).toBeInTheDocument()
    expect(loader.shown()).toBe(false)
    expect(screen.getByRole('link', { name: 'Администрирование' })).toBeInTheDocument()
    expect(reads('demo', '/api/auth')).toHaveLength(1)
    expect(accent()).toBe('#2481cc')
  })
})
