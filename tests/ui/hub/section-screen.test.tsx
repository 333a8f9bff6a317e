import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { mockApiHandlers, renderHub, sectionId, seedWith } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))
vi.mock('../../../src/messenger/haptics', () => ({ impactLight: () => messenger.impactLight() }))

const server = serveMockApi()
beforeEach(() => vi.clearAllMocks())

describe('Section detail', () => {
  it('shows its title, materials and the floating button', async () => {
    await renderHub(`/demo/section/${sectionId('Чаты по направлениям')}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Чаты по направлениям' })).toBeInTheDocument()
    const materials = screen.getByRole('group', { name: 'Материалы' })
    expect(
      within(materials)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Чат фронтендеров', 'Чат бэкендеров', 'Чат дизайнеров'])
    expect(await screen.findByRole('button', { name: 'Написать куратору' })).toBeInTheDocument()
    await userEvent.click(within(materials).getByRole('button', { name: /Чат бэкендеров/ }))
    expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/kod_backend')
  })

  it('a material with an internal link navigates inside the app', async () => {
    const { router } = await renderHub(`/demo/section/${sectionId('Ближайшие вебинары')}`)
    await userEvent.click(await screen.findByRole('button', { name: /Карьерная консультация/ }))
    expect(router.state.location.pathname).toMatch(/^\/demo\/category\/\d+$/)
  })

  it('shows the empty state for a section without active materials', async () => {
    const data = seedWith((d) => {
      const app = d.apps.demo!
      for (const material of app.materials) material.isActive = false
    })
    server.use(...mockApiHandlers(data))
    await renderHub(`/demo/section/${sectionId('Чаты по направлениям', data)}`)
    expect(await screen.findByText('Материалов пока нет')).toBeInTheDocument()
  })

  it('shows an error with retry', async () => {
    server.use(http.get('*/api/sections/:id', () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    await renderHub(`/demo/section/${sectionId('Чаты по направлениям')}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить')
  })
})
