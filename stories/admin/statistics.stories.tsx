import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { delayedForever, failing, mockApiWith } from '../support/mock-api'
import { desktop, phone, withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

const Statistics = withSearchState<StatsSearch>(StatsScreen, { from: '2026-05-01', to: '2026-05-14' })

const meta = {
  title: 'Admin/Statistics/Screen',
  component: Statistics,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/stats' },
} satisfies Meta<typeof Statistics>

export default meta
type Story = StoryObj<typeof meta>

const days = Array.from({ length: 14 }, (_, i) => {
  const opens = [3, 8, 5, 12, 9, 2, 1, 7, 14, 11, 6, 4, 10, 13][i] ?? 0
  return { date: `2026-05-${String(i + 1).padStart(2, '0')}`, opens, visitors: Math.ceil(opens / 2) }
})
const filled = {
  from: '2026-05-01',
  to: '2026-05-14',
  totals: { opens: days.reduce((sum, day) => sum + day.opens, 0), visitors: 21 },
  days,
  items: [
    { target: 'category', id: 1, title: 'Курсы', deleted: false, opens: 40, visitors: 15 },
    { target: 'category', id: 3, title: 'Сообщество выпускников', deleted: false, opens: 33, visitors: 14 },
    { target: 'material', id: 2, title: 'Основы JavaScript', deleted: false, opens: 31, visitors: 12 },
    { target: 'banner', id: 1, title: null, deleted: false, opens: 17, visitors: 9 },
    { target: 'section', id: 4, title: 'Видео', deleted: false, opens: 8, visitors: 5 },
    { target: 'material', id: 77, title: 'Старая акция', deleted: true, opens: 9, visitors: 4 },
  ],
}
const snake = (stats: typeof filled) => ({
  data: { ...stats, items: stats.items.map((item) => ({ ...item })) },
})
/** The period before (17–30 April) had fewer opens: the totals show the change. */
const before = { ...filled, from: '2026-04-17', to: '2026-04-30', totals: { opens: 84, visitors: 24 } }
const answering = (stats: typeof filled) =>
  mockApiWith([
    http.get('*/api/admin/stats', ({ request }) =>
      HttpResponse.json(snake(new URL(request.url).searchParams.get('filter[from]') === before.from ? before : stats)),
    ),
  ])

export const Filled: Story = {
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: /открытий 105/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Курсы' })).toBeVisible()
    await expect(await canvas.findByText('+25 % · было 84')).toBeVisible()
    await expect(canvas.getByText('1 мая')).toBeVisible()
    await expect(canvas.getByText('удалено')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Скачать CSV' })).toBeEnabled()
  },
}

export const Empty: Story = {
  parameters: {
    msw: answering({
      ...filled,
      totals: { opens: 0, visitors: 0 },
      days: days.map((day) => ({ ...day, opens: 0, visitors: 0 })),
      items: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('За этот период открытий нет')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: mockApiWith([delayedForever('*/api/admin/stats')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Загружаем статистику' })).toBeInTheDocument()
  },
}

export const Error: Story = {
  parameters: { msw: mockApiWith([failing(500, '*/api/admin/stats')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

/** A backend without GET /admin/stats: a statement, not an error to retry. */
export const Unsupported: Story = {
  parameters: { msw: mockApiWith([http.get('*/api/admin/stats', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Статистика недоступна')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, globals: atSize('phone') }

/** The items as cards at 390 px: whole words, each figure labelled; the axis text stays 12 px. */
export const PhoneCards: Story = {
  ...Filled,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Что открывали' })
    const card = within(list).getByRole('heading', { name: 'Сообщество выпускников' })
    // One line per word at most: the name is not broken inside a word.
    await waitFor(() => expect(card.getBoundingClientRect().height).toBeLessThan(60))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    const axis = canvas.getByText('14 мая')
    await expect(getComputedStyle(axis).fontSize).toBe('12px')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A tap on the chart gives that day's figures under it. */
export const PhoneTapADay: Story = {
  ...Filled,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = await canvas.findByRole('slider', { name: 'День на графике' })
    const box = slider.getBoundingClientRect()
    // The 9th of 14 days.
    await fireEvent.pointerDown(slider, { clientX: box.left + (box.width * 8.5) / 14, clientY: box.top + 20, pointerType: 'touch' })
    await expect(await canvas.findByText('9 мая: 14 открытий · 7 посетителей')).toBeVisible()
  },
}

export const PhoneEnglish: Story = {
  globals: { ...phone, language: 'en' },
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('list', { name: 'What was opened' })).toBeVisible()
    await expect(await canvas.findByText('+25% · was 84')).toBeVisible()
    await expect(canvas.getByText('May 1')).toBeVisible()
  },
}

export const Desktop: Story = { ...Filled, globals: desktop }

export const DesktopEnglish: Story = {
  globals: { ...desktop, language: 'en' },
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = await canvas.findByRole('slider', { name: 'Day on the chart' })
    slider.focus()
    await userEvent.keyboard('{End}')
    await expect(await canvas.findByText('May 14: 13 opens · 7 visitors')).toBeVisible()
  },
}

/** A range longer than 366 days in the URL: cut, and said so. */
export const RangeCut: Story = {
  args: { initial: { from: '2024-01-01', to: '2026-05-14' } },
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Больше 366 дней за раз не показываем, поэтому период сокращён: 14 мая 2025 – 14 мая 2026.'),
    ).toBeVisible()
  },
}

/** Dates that are not a range: the figures dim (and cannot be used) until they are. */
export const RangeInvalid: Story = {
  ...Filled,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /открытий 105/ })
    await fireEvent.change(canvas.getByLabelText('С'), { target: { value: '2026-05-20' } })
    await expect(await canvas.findByText(/Цифры ниже — за прежний период/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-stale]')).toHaveAttribute('inert')
  },
}
