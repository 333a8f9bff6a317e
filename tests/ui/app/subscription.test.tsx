import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedData } from '@mock-api/store/seed'
import { mockApiHandlers, serveMockApi } from '../support/mock-api-server'
import { fakeWindowScroll, launchAs, renderApp } from './app-harness'

vi.mock('../../../src/features/hub/home/home-screen', async () => ({ HomeScreen: (await import('./visitor-query-mock')).BannersHome }))

const data = seedData()
const server = serveMockApi(data)
beforeEach(() => {
  fakeWindowScroll()
})

describe('no-subscription (403 subscription_required)', () => {
  it('sends a visitor without the subscription there, with the channel button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { href } = renderApp({ path: '/club', launch: () => launchAs(2) })
    expect(await screen.findByRole('heading', { name: 'Нужна подписка' })).toBeInTheDocument()
    expect(href()).toMatch(/^\/club\/no-subscription\?redirect=/)
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться на канал' }))
    expect(open).toHaveBeenCalledWith('https://t.me/club_channel', '_blank', 'noopener')
  })

  it('checks again: still missing, then back where the visitor was once subscribed', async () => {
    const { href } = renderApp({ path: '/club', launch: () => launchAs(2) })
    await screen.findByRole('heading', { name: 'Нужна подписка' })
    await userEvent.click(screen.getByRole('button', { name: 'Я подписался, проверить' }))
    expect(await screen.findByText('Подписка пока не найдена. Попробуйте через минуту.')).toBeInTheDocument()

    const club = data.apps.club
    if (!club) throw new Error('The seed has no club app')
    club.navigation.subscriberIds = [...club.navigation.subscriberIds, 2]
    server.resetHandlers(...mockApiHandlers(data))
    await userEvent.click(screen.getByRole('button', { name: 'Я подписался, проверить' }))
    expect(await screen.findByRole('heading', { name: 'Banners: 1' })).toBeInTheDocument()
    expect(href()).toBe('/club')
  })

  it('lets a subscriber straight in', async () => {
    renderApp({ path: '/club', launch: () => launchAs(3) })
    expect(await screen.findByRole('heading', { name: 'Banners: 1' })).toBeInTheDocument()
  })
})
