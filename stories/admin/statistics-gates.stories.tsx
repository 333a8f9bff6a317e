import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { mockApiWith } from '../support/mock-api'
import { withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

/** Issue 27: the welcome gate's block of the statistics (gates shown and how they were answered). */
const Statistics = withSearchState<StatsSearch>(StatsScreen, { from: '2026-05-01', to: '2026-05-07' })

const meta = {
  title: 'Admin/Statistics/WelcomeGate',
  component: Statistics,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/stats' },
} satisfies Meta<typeof Statistics>

export default meta
type Story = StoryObj<typeof meta>

const dates = Array.from({ length: 7 }, (_, i) => `2026-05-0${String(i + 1)}`)
const gateDays = dates.map((date, i) => {
  const [shown, approved, declined, queued] = [
    [4, 3, 0, 1],
    [0, 0, 0, 0],
    [6, 4, 1, 1],
    [2, 2, 0, 0],
    [0, 0, 0, 0],
    [3, 1, 2, 0],
    [1, 0, 0, 1],
  ][i]!
  return { date, shown: shown!, approved: approved!, declined: declined!, queued: queued! }
})
const sum = (key: 'shown' | 'approved' | 'declined' | 'queued') => gateDays.reduce((total, day) => total + day[key], 0)
const answering = (gates: object | undefined, opens = 12) =>
  mockApiWith([
    http.get('*/api/admin/stats', ({ request }) => {
      const url = new URL(request.url)
      const from = url.searchParams.get('filter[from]') ?? dates[0]!
      const to = url.searchParams.get('filter[to]') ?? dates[6]!
      return HttpResponse.json({
        data: {
          from,
          to,
          totals: { opens, visitors: Math.ceil(opens / 2) },
          days: dates.map((date) => ({ date, opens: opens / 6 > 1 ? 2 : 0, visitors: 1 })),
          items: opens ? [{ target: 'category', id: 1, title: 'Курсы', deleted: false, opens, visitors: 6 }] : [],
          ...(gates ? { gates } : {}),
        },
      })
    }),
  ])
const filled = { shown: sum('shown'), approved: sum('approved'), declined: sum('declined'), queued: sum('queued'), days: gateDays }

export const Filled: Story = {
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const block = within(await within(canvasElement).findByRole('region', { name: 'Приветствие для заявок' }))
    await expect(block.getByText('16')).toBeVisible()
    await expect(within(block.getByRole('list', { name: 'По дням' })).getAllByRole('listitem')).toHaveLength(5)
  },
}

/** No opens in the range, but join requests came: the gate's block under the empty state. */
export const NoOpens: Story = {
  parameters: { msw: answering(filled, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('За этот период открытий нет')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Приветствие для заявок' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: {
    msw: answering({
      shown: 0,
      approved: 0,
      declined: 0,
      queued: 0,
      days: gateDays.map((day) => ({ ...day, shown: 0, approved: 0, declined: 0, queued: 0 })),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('За этот период заявок на вступление не было.')).toBeVisible()
  },
}

/** A backend without the gate leaves `gates` out: no block. */
export const Unsupported: Story = {
  parameters: { msw: answering(undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: 'Курсы' })
    await expect(canvas.queryByRole('region', { name: 'Приветствие для заявок' })).toBeNull()
  },
}

export const English: Story = {
  ...Filled,
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const block = within(await within(canvasElement).findByRole('region', { name: 'Welcome gate' }))
    await expect(block.getAllByText('Left pending')[0]).toBeVisible()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
