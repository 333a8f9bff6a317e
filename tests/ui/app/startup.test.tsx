import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { authFailedAtom, languageAtom, tokensAtom, usersAtom } from '@/session/session-atoms'
import { currentHubAtom, startupAtom } from '@/app/startup-atoms'
import { serveMockApi } from '../support/mock-api-server'
import { fakeWindowScroll, launchAs, neverLaunched, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./screen-mocks')).FakeHome }))
vi.mock('../../../src/features/hub/section/section-screen', async () => ({ SectionScreen: (await import('./screen-mocks')).FakeSection }))
vi.mock('../../../src/features/hub/category/category-screen', async () => ({
  CategoryScreen: (await import('./screen-mocks')).FakeCategory,
}))

serveMockApi()
beforeEach(() => {
  fakeWindowScroll()
})

describe('start-up (SPEC 4)', () => {
  it('goes to Home when the app key is in the path, signed in with the launch data', async () => {
    const launch = await launchAs(1)
    const { app, href } = renderApp({ path: '/demo', launch: () => Promise.resolve(launch) })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
    expect(app.store.get(startupAtom)).toEqual({ demo: { status: 'ready', appKey: 'demo', navigation: 'found' } })
    expect(app.store.get(currentHubAtom)).toBe('demo')
    expect(app.store.get(tokensAtom)).toEqual({ demo: expect.any(String) })
    expect(app.store.get(usersAtom)).toEqual({ demo: expect.objectContaining({ id: 1, isAdmin: true }) })
    expect(app.store.get(authFailedAtom)).toEqual({ demo: false })
    const hubTitle = seedData().apps.demo?.navigation.title
    await waitFor(() => expect(document.title).toBe(hubTitle))
  })

  it('shows the loader until start-up is done, then the deep link the user opened (without the launch hash)', async () => {
    const { href } = renderApp({ path: '/demo/category/3?from=link#tgWebAppData=x', launch: async () => launchAs(2) })
    expect(await screen.findByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Category 3' })).toBeInTheDocument()
    expect(href()).toBe('/demo/category/3?from=link')
  })

  it('waits for the start param at "/" and uses it as the app key', async () => {
    const launch = await launchAs(2, { startParam: 'demo' })
    let arrive: (value: typeof launch) => void = () => undefined
    const { href } = renderApp({ path: '/', launch: () => new Promise((resolve) => (arrive = resolve)) })
    expect(await screen.findByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      arrive(launch)
    })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(href()).toBe('/demo')
  })

  it('shows no-navigation for an unknown app key', async () => {
    const { app, href } = renderApp({ path: '/nowhere/section/1', launch: async () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Навигация не найдена' })).toBeInTheDocument()
    expect(href()).toBe('/nowhere/no-navigation')
    expect(app.store.get(startupAtom).nowhere).toMatchObject({ status: 'ready', navigation: 'missing' })
  })

  it('shows no-navigation when no app key arrives within 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      renderApp({ path: '/', launch: neverLaunched })
      await act(() => vi.advanceTimersByTimeAsync(1990))
      expect(screen.getByRole('status', { name: 'Загружаем приложение' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Навигация не найдена' })).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(20))
      expect(screen.getByRole('heading', { name: 'Навигация не найдена' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('goes on anonymously when auth fails, with the failed-to-auth flag set', async () => {
    const forged = await launchAs(2, { botToken: '999:not-the-bot' })
    const { app } = renderApp({ path: '/demo', launch: () => Promise.resolve(forged) })
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(app.store.get(authFailedAtom)).toEqual({ demo: true })
    expect(app.store.get(tokensAtom).demo).toBeUndefined()
    expect(app.store.get(usersAtom).demo).toBeUndefined()
  })

  it('takes the language from the launch user: ru stays Russian, anything else is English', async () => {
    const { app } = renderApp({ path: '/nowhere', launch: async () => launchAs(2, { languageCode: 'de' }) })
    expect(await screen.findByRole('heading', { name: 'Navigation not found' })).toBeInTheDocument()
    expect(app.store.get(languageAtom)).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })
})

describe('routes', () => {
  it('sends an id that is not a positive integer to not-found, with a link home', async () => {
    const { href } = renderApp({ path: '/demo/category/abc', launch: async () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument()
    expect(href()).toBe('/demo/not-found')
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/demo')
  })

  it('shows the no-navigation page for any other path, worded for a hub that works', async () => {
    renderApp({ path: '/demo/what/ever', launch: async () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Здесь ничего нет' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/demo')
  })

  it('lets an admin into the admin area', async () => {
    renderApp({ path: '/demo/admin/popup', launch: async () => launchAs(1) })
    expect(await screen.findByRole('heading', { name: 'Попапы' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Назад/ })).toHaveAttribute('href', '/demo/admin')
  })

  it('shows no access to a visitor, and to someone who could not sign in', async () => {
    const visitor = renderApp({ path: '/demo/admin', launch: async () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument()
    expect(screen.getByText('Этот раздел доступен только администраторам.')).toBeInTheDocument()
    visitor.unmount()
    renderApp({ path: '/demo/admin', launch: () => Promise.resolve(null) })
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument()
    expect(screen.getByText(/Не удалось войти через Telegram/)).toBeInTheDocument()
  })
})
