import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { fakeWindowScroll, launchAs, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))

const server = serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})

/** Records the REST paths asked for, and holds POST /auth until released. */
function watchRequests() {
  const seen: string[] = []
  let releaseAuth = () => undefined as void
  const authHeld = new Promise<void>((resolve) => {
    releaseAuth = resolve
  })
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url)
      seen.push(`${request.method} ${url.pathname}${url.search}`)
      if (url.pathname.endsWith('/auth')) await authHeld
      return undefined
    }),
  )
  return { seen, releaseAuth }
}

describe('start-up warms Home', () => {
  it("asks for Home's categories, banners and floating button while auth is still running", async () => {
    const { seen, releaseAuth } = watchRequests()
    renderApp({ path: '/demo', launch: async () => launchAs(2) })
    await waitFor(() => {
      expect(seen).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^GET \/api\/categories\?filter%5Broot%5D=1$/),
          'GET /api/banners',
          expect.stringMatching(/^GET \/api\/buttons\?filter%5Bis_to_main%5D=1$/),
        ]),
      )
    })
    releaseAuth()
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
  })

  it('does not read a subscription hub anonymously', async () => {
    const { seen, releaseAuth } = watchRequests()
    renderApp({ path: '/club', launch: async () => launchAs(3) })
    await waitFor(() => expect(seen.some((s) => s.startsWith('GET /api/navigations/club'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.filter((s) => s.startsWith('GET /api/categories'))).toEqual([])
    releaseAuth()
  })
})

describe('route loaders', () => {
  it('preloading a category or a section on intent fetches its data, not only its code', async () => {
    const { seen, releaseAuth } = watchRequests()
    releaseAuth()
    const { app } = renderApp({ path: '/demo', launch: async () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    await app.router.preloadRoute({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 1 } })
    await app.router.preloadRoute({ to: '/$appKey/section/$id', params: { appKey: 'demo', id: 1 } })
    await waitFor(() => {
      expect(seen).toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/api\/categories\/1\?include/), 'GET /api/sections/1']))
    })
  })
})
