import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serveMockApi } from '../support/mock-api-server'
import { categoryId, mockApiHandlers, renderHub, seedWith } from './hub-harness'
import { messenger } from './messenger-mock'

vi.mock('../../../src/messenger/links', () => ({
  openExternalLink: (url: string) => messenger.openExternalLink(url),
  openTelegramLink: (url: string) => messenger.openTelegramLink(url),
}))
vi.mock('../../../src/messenger/haptics', () => ({ impactLight: () => messenger.impactLight() }))

const server = serveMockApi()
beforeEach(() => vi.clearAllMocks())

describe('Home', () => {
  it('shows skeletons of the final layout while loading', async () => {
    server.use(http.get('*/api/categories', () => new Promise<never>(() => undefined)))
    await renderHub('/demo')
    const main = await screen.findByRole('main')
    expect(main).toHaveAttribute('aria-busy', 'true')
    expect(main.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(3)
    expect(screen.queryByRole('list', { name: 'Разделы' })).not.toBeInTheDocument()
  })

  it('shows the root categories in their order', async () => {
    await renderHub('/demo')
    const list = await screen.findByRole('list', { name: 'Разделы' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Курсы'),
      expect.stringContaining('Сообщество'),
      expect.stringContaining('Расписание'),
      expect.stringContaining('Знакомство со школой'),
      expect.stringContaining('С чего начать'),
      expect.stringContaining('Сайт школы'),
      expect.stringContaining('Бот поддержки'),
    ])
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
  })

  it('renders the floating button: the first active isToMain button, in its colours', async () => {
    await renderHub('/demo')
    const button = await screen.findByRole('button', { name: 'Написать куратору' })
    expect(button).toHaveStyle({ background: '#2481cc', color: '#ffffff' })
    expect(screen.queryByRole('button', { name: 'Старое меню' })).not.toBeInTheDocument()
    await userEvent.click(button)
    expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/kod_curator')
    expect(messenger.impactLight).toHaveBeenCalled()
  })

  it('shows the active banners; a banner with an internal link navigates inside the app', async () => {
    const { router } = await renderHub('/demo')
    const banners = await screen.findByRole('list', { name: 'Баннеры' })
    const buttons = within(banners).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Баннер 1 из 2', 'Баннер 2 из 2'])
    await userEvent.click(buttons[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/category/${categoryId('Курсы')}`))
  })

  it('opens a category of road type material on its detail screen', async () => {
    const { router } = await renderHub('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /Курсы/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/category/${categoryId('Курсы')}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Курсы' })).toBeInTheDocument()
  })

  it('opens a video category in the video modal, which Escape closes', async () => {
    const { router } = await renderHub('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /Знакомство со школой/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Знакомство со школой' })
    const video = dialog.querySelector('video')
    expect(video).toHaveAttribute('src', '/seed/intro.mp4')
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('playsinline')
    expect(router.state.location.pathname).toBe('/demo')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('opens a link category whose link is a popup in the bottom sheet with every part', async () => {
    await renderHub('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /С чего начать/ }))
    const sheet = await screen.findByRole('dialog', { name: 'Добро пожаловать в «Код»!' })
    const inSheet = within(sheet)
    expect(inSheet.getByRole('heading', { level: 2, name: 'Добро пожаловать в «Код»!' })).toBeInTheDocument()
    expect(inSheet.getByText(/Рады видеть вас/)).toBeInTheDocument()
    expect(inSheet.getByText('Представьтесь в чате своего направления').tagName).toBe('LI')
    // link list of materials: the inactive material is not there
    expect(inSheet.getByRole('heading', { name: 'С чего начать' })).toBeInTheDocument()
    expect(inSheet.getByRole('button', { name: /Основы JavaScript/ })).toBeInTheDocument()
    expect(inSheet.queryByText('Архив вебинаров 2024')).not.toBeInTheDocument()
    // local links with icons
    const youtube = inSheet.getByRole('link', { name: /YouTube/ })
    expect(youtube).toHaveAttribute('href', 'https://youtube.com/@kod_school')
    expect(youtube).toHaveAttribute('target', '_blank')
    await userEvent.click(youtube)
    expect(messenger.openExternalLink).toHaveBeenCalledWith('https://youtube.com/@kod_school')
    await userEvent.click(inSheet.getByRole('link', { name: /Телеграм-канал/ }))
    expect(messenger.openTelegramLink).toHaveBeenCalledWith('https://t.me/kod_school')
    // coloured buttons: active only, in their colours
    const enroll = inSheet.getByRole('button', { name: 'Записаться на курс' })
    expect(enroll.style.background).not.toBe('')
    expect(inSheet.queryByRole('button', { name: 'Весенняя акция' })).not.toBeInTheDocument()
    expect(inSheet.getByRole('button', { name: 'Посмотрю позже' })).toHaveStyle({ color: '#000000' })
  })

  it('closes the sheet and navigates when a popup button has an internal link', async () => {
    const { router } = await renderHub('/demo')
    await userEvent.click(await screen.findByRole('button', { name: /С чего начать/ }))
    const sheet = await screen.findByRole('dialog')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Посмотрю позже' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/demo')
  })

  it('shows the empty state when there is nothing to show', async () => {
    server.use(
      ...mockApiHandlers(
        seedWith((data) => {
          data.apps.demo!.categories = []
          data.apps.demo!.banners = []
        }),
      ),
    )
    await renderHub('/demo')
    expect(await screen.findByText('Здесь пока пусто')).toBeInTheDocument()
  })

  it('shows the error state and retries', async () => {
    let fail = true
    server.use(http.get('*/api/categories', () => (fail ? HttpResponse.json({ message: 'Server error.' }, { status: 500 }) : undefined)))
    await renderHub('/demo')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByRole('list', { name: 'Разделы' })).toBeInTheDocument()
  })

  it('leaves subscription_required to the shell (no error state)', async () => {
    server.use(
      http.get('*/api/categories', () => HttpResponse.json({ message: 'Subscribe.', code: 'subscription_required' }, { status: 403 })),
    )
    await renderHub('/demo')
    await screen.findByRole('list', { name: 'Баннеры' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('speaks English when the session language is en', async () => {
    await renderHub('/demo', { language: 'en' })
    expect(await screen.findByRole('list', { name: 'Sections' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
  })

  it('shows its error state in English, never in Russian first (the error screen brings its own catalogs)', async () => {
    server.use(http.get('*/api/categories', () => HttpResponse.json({ message: 'Server error.' }, { status: 500 })))
    await renderHub('/demo', { language: 'en' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
