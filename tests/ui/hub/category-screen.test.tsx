import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Platform } from '@/session/session-atoms'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, mockApiHandlers, renderHub, sectionId, seedWith } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))
vi.mock('../../../src/messenger/haptics', () => ({ impactLight: () => messenger.impactLight() }))

const server = serveMockApi()
afterEach(() => vi.useRealTimers())
beforeEach(() => vi.clearAllMocks())

const HINT = 'Не открылось? Сверни приложение'

describe('Category detail by road type', () => {
  it('material: lists its active materials in every display type', async () => {
    await renderHub(`/demo/category/${categoryId('Курсы')}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
    const materials = screen.getByRole('group', { name: 'Материалы' })
    const buttons = within(materials).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Основы JavaScript'),
      expect.stringContaining('Python с нуля'),
      expect.stringContaining('Git за один вечер'),
      expect.stringContaining('Дизайн интерфейсов'),
      expect.stringContaining('Шпаргалка по терминалу'),
    ])
    expect(screen.getByText('Программирование и дизайн: с нуля до первой работы.')).toBeInTheDocument()
  })

  it('material: a material with a popup link opens the sheet', async () => {
    await renderHub(`/demo/category/${categoryId('Курсы')}`)
    await userEvent.click(await screen.findByRole('button', { name: /Дизайн интерфейсов/ }))
    const sheet = await screen.findByRole('dialog', { name: 'Дизайн интерфейсов' })
    expect(within(sheet).getByRole('button', { name: 'Смотреть работы студентов' })).toBeInTheDocument()
  })

  it('subcategories: header card with the centred description, then an accordion', async () => {
    await renderHub(`/demo/category/${categoryId('Сообщество')}`)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Сообщество' })
    expect(heading.closest('header')?.querySelector('img')).toBeInTheDocument()
    const description = screen.getByText(/Чаты, новости и клуб выпускников/)
    expect(description.className).toMatch(/center/)
    // only the section-type subcategory is an accordion item
    const trigger = screen.getByRole('button', { name: /Чаты и форум/ })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: /Новости школы/ })).not.toHaveAttribute('aria-expanded')
    expect(screen.queryByText('Старый чат потока')).not.toBeInTheDocument()
  })

  it('subcategories: the accordion opens, lists sections, collapses; a material section goes to section/{id}', async () => {
    const { router } = await renderHub(`/demo/category/${categoryId('Сообщество')}`)
    const trigger = await screen.findByRole('button', { name: /Чаты и форум/ })
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: /Чаты и форум/ })
    expect(panel).not.toHaveAttribute('inert')
    await userEvent.click(within(panel).getByRole('button', { name: 'Форум выпускников' }))
    expect(messenger.openExternalLink).toHaveBeenCalledWith('https://kod-school.example/forum')
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(panel).toHaveAttribute('inert')
    await userEvent.click(trigger)
    await userEvent.click(within(panel).getByRole('button', { name: 'Чаты по направлениям' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/section/${sectionId('Чаты по направлениям')}`))
  })

  it('subcategories: the accordion keeps one item open at a time', async () => {
    const data = seedWith((d) => {
      const app = d.apps.demo!
      const chats = app.categories.find((c) => c.title === 'Чаты и форум')!
      app.categories.push({ ...chats, id: 900, title: 'Расписание потоков', order: 9 })
    })
    server.use(...mockApiHandlers(data))
    await renderHub(`/demo/category/${categoryId('Сообщество', data)}`)
    const first = await screen.findByRole('button', { name: /Чаты и форум/ })
    const second = await screen.findByRole('button', { name: /Расписание потоков/ })
    await userEvent.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('section: lists its sections; a link section opens its link', async () => {
    await renderHub(`/demo/category/${categoryId('Расписание')}`)
    const list = await screen.findByRole('list', { name: 'Расписание' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ближайшие вебинары', 'Календарь событий'])
    await userEvent.click(within(list).getByRole('button', { name: 'Календарь событий' }))
    expect(messenger.openExternalLink).toHaveBeenCalledWith('https://kod-school.example/calendar')
  })

  it('link: shows the card and an open button (reached by url)', async () => {
    await renderHub(`/demo/category/${categoryId('Сайт школы')}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть' }))
    expect(messenger.openExternalLink).toHaveBeenCalledWith('https://kod-school.example')
  })

  it('video: shows the card and a button that opens the player', async () => {
    await renderHub(`/demo/category/${categoryId('Знакомство со школой')}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Смотреть видео' }))
    expect(await screen.findByRole('dialog', { name: 'Знакомство со школой' })).toBeInTheDocument()
  })

  it('shows not-found for an unknown category, without a retry', async () => {
    await renderHub('/demo/category/9999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Раздел не найден')
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows an error with retry for a failing server', async () => {
    server.use(http.get('*/api/categories/:id', () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    await renderHub(`/demo/category/${categoryId('Курсы')}`)
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })
})

describe('Private channel links', () => {
  async function tapPrivateLink(platform: Platform) {
    await renderHub(`/demo/category/${categoryId('Сообщество')}`, { platform })
    const club = await screen.findByRole('button', { name: /Клуб выпускников/ })
    vi.useFakeTimers()
    fireEvent.click(club)
    expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/+Kd9fQz2LrT0xYjVi')
  }

  it.each(['ios', 'android', 'android_x'] as const)('on %s: opens the link and shows the hint for 1500 ms', async (platform) => {
    await tapPrivateLink(platform)
    expect(screen.getByText(HINT)).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(1499)
    })
    expect(screen.getByText(HINT)).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText(HINT)).not.toBeInTheDocument()
  })

  it.each(['tdesktop', 'macos', 'weba'] as const)('on %s: opens the link without the hint', async (platform) => {
    await tapPrivateLink(platform)
    expect(screen.queryByText(HINT)).not.toBeInTheDocument()
  })

  it('does not show the hint for a public t.me link on ios', async () => {
    await renderHub(`/demo/category/${categoryId('Сообщество')}`, { platform: 'ios' })
    fireEvent.click(await screen.findByRole('button', { name: /Новости школы/ }))
    expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/kod_school')
    expect(screen.queryByText(HINT)).not.toBeInTheDocument()
  })
})
