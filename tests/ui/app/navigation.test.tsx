import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { historyStackAtom, scrollPositionsAtom } from '@/app/navigation/history-atoms'
import type * as ScrollMemory from '@/app/navigation/scroll-memory'
import { serveMockApi } from '../support/mock-api-server'
import { telegramDuringTests } from '../support/telegram-bridge'
import { fakeWindowScroll, launchAs, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))
vi.mock('../../../src/features/hub/section/section-screen', async () => ({ SectionScreen: (await import('./screen-mocks')).FakeSection }))
vi.mock('../../../src/features/hub/category/category-screen', async () => ({
  CategoryScreen: (await import('./screen-mocks')).FakeCategory,
}))

/** Counts the scroll memories installed: create-app.ts loads the memory once the browser is idle. */
const scrollMemories = vi.hoisted(() => ({ routers: new Set<unknown>() }))
vi.mock('../../../src/app/navigation/scroll-memory', async (original) => {
  const memory: typeof ScrollMemory = await original()
  return {
    installScrollMemory: (...args: Parameters<typeof memory.installScrollMemory>) => {
      scrollMemories.routers.add(args[0])
      return memory.installScrollMemory(...args)
    },
  }
})

serveMockApi()

let scroll: ReturnType<typeof fakeWindowScroll>
beforeEach(() => {
  scroll = fakeWindowScroll()
})

const visitor = () => launchAs(2)

describe('back action (history stack with a Home fallback)', () => {
  it('goes back within the app', async () => {
    const { app, href } = renderApp({ path: '/demo', launch: visitor })
    await screen.findByRole('heading', { name: 'Home' })
    await act(() => app.router.navigate({ to: '/$appKey/section/$id', params: { appKey: 'demo', id: 2 } }))
    await screen.findByRole('heading', { name: 'Section 2' })
    expect(app.store.get(historyStackAtom)).toEqual(['/demo', '/demo/section/2'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Home' })
    expect(href()).toBe('/demo')
    expect(app.store.get(historyStackAtom)).toEqual(['/demo'])
  })

  it('falls back to Home when the app was opened on an inner screen', async () => {
    const { app, href } = renderApp({ path: '/demo/section/2', launch: visitor })
    await screen.findByRole('heading', { name: 'Section 2' })
    expect(app.store.get(historyStackAtom)).toEqual(['/demo/section/2'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('heading', { name: 'Home' })
    expect(href()).toBe('/demo')
    expect(app.store.get(historyStackAtom)).toEqual(['/demo'])
  })
})

describe("Telegram's back button", () => {
  const { backButtonStates, pressBack } = telegramDuringTests()

  it('is hidden on Home and shown on inner screens; from category detail it returns to Home', async () => {
    const { app, href } = renderApp({ path: '/demo', launch: visitor })
    await screen.findByRole('heading', { name: 'Home' })
    expect(backButtonStates().at(-1)).toBe(false)
    await act(() => app.router.navigate({ to: '/$appKey/section/$id', params: { appKey: 'demo', id: 1 } }))
    await act(() => app.router.navigate({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 3 } }))
    await screen.findByRole('heading', { name: 'Category 3' })
    expect(backButtonStates().at(-1)).toBe(true)
    await pressBack()
    await screen.findByRole('heading', { name: 'Home' })
    expect(href()).toBe('/demo')
    expect(backButtonStates().at(-1)).toBe(false)
  })

  it('goes back one step from other inner screens', async () => {
    const { app, href } = renderApp({ path: '/demo', launch: visitor })
    await screen.findByRole('heading', { name: 'Home' })
    await act(() => app.router.navigate({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 3 } }))
    await act(() => app.router.navigate({ to: '/$appKey/section/$id', params: { appKey: 'demo', id: 1 } }))
    await screen.findByRole('heading', { name: 'Section 1' })
    await pressBack()
    await screen.findByRole('heading', { name: 'Category 3' })
    expect(href()).toBe('/demo/category/3')
  })
})

describe('scroll position per path', () => {
  it('restores the position a path had when the user returns to it; new paths start at the top', async () => {
    const { app } = renderApp({ path: '/demo', launch: visitor })
    await screen.findByRole('heading', { name: 'Home' })
    // The memory loads once the browser is idle after start (create-app.ts), before a visitor's first scroll and tap.
    await waitFor(() => expect(scrollMemories.routers.has(app.router)).toBe(true))
    scroll.y = 640
    await act(() => app.router.navigate({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 3 } }))
    await screen.findByRole('heading', { name: 'Category 3' })
    await waitFor(() => expect(scroll.y).toBe(0))
    expect(app.store.get(scrollPositionsAtom)).toMatchObject({ '/demo': 640 })

    scroll.y = 120
    await act(async () => {
      app.router.history.back()
    })
    await screen.findByRole('heading', { name: 'Home' })
    await waitFor(() => expect(scroll.y).toBe(640))

    await act(() => app.router.navigate({ to: '/$appKey/category/$id', params: { appKey: 'demo', id: 3 } }))
    await screen.findByRole('heading', { name: 'Category 3' })
    await waitFor(() => expect(scroll.y).toBe(120))
    expect(app.store.get(scrollPositionsAtom)).toEqual({ '/demo': 640, '/demo/category/3': 120 })
  })
})
