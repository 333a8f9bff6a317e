import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { StatsSearch } from '@/features/admin/parts/list/list-search'
import { StatsScreen } from '@/features/admin/stats/stats-screen'
import { mockApiWith } from '../support/mock-api'
import { withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

/** Issue 26: the statistics with where visits come from, the admins' switch and the reset. */
const Statistics = withSearchState<StatsSearch>(StatsScreen, { from: '2026-05-01', to: '2026-05-03' })

const meta = {
  title: 'Admin/Statistics/Sources',
  component: Statistics,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/stats' },
} satisfies Meta<typeof Statistics>

export default meta
type Story = StoryObj<typeof meta>

const noSources = { campaigns: [], sharers: [], chat_types: [], platforms: [], languages: [], unknown: { visits: 0, visitors: 0 } }
const base = {
  from: '2026-05-01',
  to: '2026-05-03',
  totals: { opens: 12, visitors: 6, visits: 20 },
  days: [
    { date: '2026-05-01', opens: 5, visitors: 3, visits: 9 },
    { date: '2026-05-02', opens: 4, visitors: 2, visits: 6 },
    { date: '2026-05-03', opens: 3, visitors: 2, visits: 5 },
  ],
  items: [
    { target: 'category', id: 1, title: 'Курсы', deleted: false, opens: 8, visitors: 4, shares: 3, visits: 5 },
    { target: 'section', id: 4, title: 'Ближайшие вебинары', deleted: false, opens: 4, visitors: 2, shares: 1, visits: 0 },
  ],
}
const filled = {
  ...base,
  sources: {
    campaigns: [
      { id: 1, title: 'Пост ВКонтакте 12 ноября', archived: false, deleted: false, visits: 9, visitors: 5, opens: 7 },
      { id: 4, title: 'Весенняя акция', archived: true, deleted: false, visits: 2, visitors: 2, opens: 1 },
      { id: 9, title: null, archived: false, deleted: true, visits: 1, visitors: 1, opens: 0 },
    ],
    sharers: [{ user_id: 2, name: 'Вера', visits: 4, visitors: 3 }],
    chat_types: [
      { chat_type: 'channel', visits: 8, visitors: 5, chats: 1 },
      { chat_type: 'none', visits: 12, visitors: 4, chats: 0 },
    ],
    platforms: [
      { platform: 'android', visits: 11, visitors: 4 },
      { platform: 'ios', visits: 9, visitors: 3 },
    ],
    languages: [
      { language: 'ru', visits: 17, visitors: 6 },
      { language: 'en', visits: 3, visitors: 1 },
    ],
    unknown: { visits: 2, visitors: 1 },
  },
}
const answering = (stats: unknown) => mockApiWith([http.get('*/api/admin/stats', () => HttpResponse.json({ data: stats }))])

export const Filled: Story = {
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const campaigns = await canvas.findByRole('list', { name: 'Кампании' })
    await expect(within(campaigns).getByText('в архиве')).toBeVisible()
    await expect(within(campaigns).getByText('Удалённая кампания № 9')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Кто делился' })).toBeVisible()
    await expect(canvas.getByText('Канал')).toBeVisible()
    await expect(canvas.getByText('Не удалось определить источник: 2 визита.')).toBeVisible()
    // Each item's shares beside its opens (a card's figure on a phone, a column with room).
    const items = canvas.getByRole('list', { name: 'Что открывали' })
    await expect(
      within(items)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Поделились')
    await expect(canvas.getByRole('switch', { name: /Учитывать администраторов/ })).not.toBeChecked()
  },
}

/** The chart split by platform (`split=platform`): each day's visits stacked by platform, named as people say them. */
const splitByPlatform = {
  ...filled,
  days: [
    {
      date: '2026-05-01',
      opens: 5,
      visitors: 3,
      visits: 9,
      split: [
        { key: 'android', visits: 5 },
        { key: 'ios', visits: 4 },
      ],
    },
    {
      date: '2026-05-02',
      opens: 4,
      visitors: 2,
      visits: 6,
      split: [
        { key: 'android', visits: 4 },
        { key: 'ios', visits: 2 },
      ],
    },
    {
      date: '2026-05-03',
      opens: 3,
      visitors: 2,
      visits: 5,
      split: [
        { key: 'android', visits: 2 },
        { key: 'ios', visits: 3 },
      ],
    },
  ],
}
const answeringSplit = mockApiWith([
  http.get('*/api/admin/stats', ({ request }) =>
    HttpResponse.json({ data: new URL(request.url).searchParams.get('split') === 'platform' ? splitByPlatform : filled }),
  ),
])

export const SplitByPlatform: Story = {
  parameters: { msw: answeringSplit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = await canvas.findByRole('region', { name: 'Открытия и посетители по дням' })
    await userEvent.selectOptions(within(chart).getByRole('combobox', { name: 'График по дням' }), 'Визиты по платформам')
    const split = await canvas.findByRole('region', { name: 'Визиты по платформам' })
    await expect(within(split).getByRole('img')).toHaveAccessibleName(/по источникам: Android, iOS/)
    await expect(within(split).getByRole('slider')).toHaveAttribute('aria-valuetext', expect.stringMatching(/Android 2, iOS 3$/))
  },
}

export const SplitByPlatformPhone: Story = { ...SplitByPlatform, globals: atSize('phone') }

/** Visits, but none whose source is told apart. */
export const NoSources: Story = {
  parameters: { msw: answering({ ...base, sources: noSources }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Источников за этот период нет.')).toBeVisible()
  },
}

/** One source only (a campaign): the other tables are left out. */
export const OneSource: Story = {
  parameters: { msw: answering({ ...base, sources: { ...noSources, campaigns: filled.sources.campaigns.slice(0, 1) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('list', { name: 'Кампании' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Платформы' })).not.toBeInTheDocument()
  },
}

/** The reset asks first: it cannot be undone. */
export const ResetConfirm: Story = {
  parameters: { msw: answering(filled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Сбросить статистику' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Сбросить всю статистику хаба?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Сбросить навсегда' })).toBeVisible())
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
