import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { delayedForever, failing, mockApiWith } from '../support/mock-api'
import { withSearchState } from './admin-story'
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
    { target: 'material', id: 2, title: 'Основы JavaScript', deleted: false, opens: 31, visitors: 12 },
    { target: 'banner', id: 1, title: null, deleted: false, opens: 17, visitors: 9 },
    { target: 'section', id: 4, title: 'Видео', deleted: false, opens: 8, visitors: 5 },
    { target: 'material', id: 77, title: 'Старая акция', deleted: true, opens: 9, visitors: 4 },
  ],
}
const snake = (stats: typeof filled) => ({
  data: { ...stats, items: stats.items.map((item) => ({ ...item })) },
})
const answering = (stats: typeof filled) => mockApiWith([http.get('*/api/admin/stats', () => HttpResponse.json(snake(stats)))])

export const Filled: Story = {
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: /открытий 105/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Курсы' })).toBeVisible()
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

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
