import { act, screen } from '@testing-library/react'
import { delay, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { HubApp } from '@/app/create-app'
import { serveMockApi } from '../support/mock-api-server'
import { API_BASE, fakeWindowScroll, launchAs, renderApp } from './app-harness'

/**
 * Issue 17: each hub has its own cache (src/app/hub-sessions.ts), so one hub's cached answers are
 * never drawn in another (their query keys are the same: `categories.list` with Home's input), and
 * start-up no longer clears caches: coming back to a hub draws from its own.
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

const goTo = (app: HubApp, appKey: string) => act(() => app.router.navigate({ to: '/$appKey', params: { appKey } }))
const homeReads = (appKey: string) => requests.filter((request) => request.appKey === appKey && request.path.startsWith('/api/categories'))

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

    // Back to the school: its Home draws from its own cache (fresh: not asked again), nothing of the club's.
    const clubInDemo = watchFor(app, '/demo', CLUB)
    await goTo(app, 'demo')
    expect(await screen.findByText(DEMO[0]!)).toBeInTheDocument()
    expect(href()).toBe('/demo')
    expect(clubInDemo.seen()).toEqual([])
    clubInDemo.stop()
    expect(homeReads('demo')).toHaveLength(1)
    // Each call went out with its own hub's app key and token (start-up signed in to each).
    expect(homeReads('club')).toHaveLength(1)
    expect(requests.every((request) => request.appKey === 'demo' || request.appKey === 'club')).toBe(true)
  })
})
