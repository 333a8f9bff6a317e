import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { ErrorReport } from '@/api/error-report'
import { LogsScreen } from '@/features/admin/logs/logs-screen'
import { mockApi, seedWith } from '../support/mock-api'
import { errorStory, loadingStory, withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

const Logs = withSearchState(LogsScreen)

const meta = {
  title: 'Admin/Logs/Screen',
  component: Logs,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/logs' },
} satisfies Meta<typeof Logs>

export default meta
type Story = StoryObj<typeof meta>

const report = (n: number, message: string): ErrorReport => ({
  kind: n % 2 ? 'error' : 'unhandledrejection',
  message,
  stack: `TypeError: ${message}\n    at CategoryCard (category-card.tsx:${String(n)}:7)`,
  url: 'https://hub.example/demo/category/3',
  platform: 'ios',
  userAgent: 'Mozilla/5.0 (iPhone)',
  userId: 42,
  time: '2026-11-20T10:00:00.000Z',
})
/** 25 reports (a page and more), the newest about the sheet. */
const withLogs = seedWith((data) => {
  data.apps.demo!.frontendLogs = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    type: 'error' as const,
    userId: 42,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
    log: JSON.stringify(
      report(i + 1, i === 24 ? "Cannot read properties of undefined (reading 'sheet')" : `Failure number ${String(i + 1)}`),
    ),
  }))
})
/** The newest report's summary line (its message is also in the closed details below it). */
const list = async (canvasElement: HTMLElement) => (await within(canvasElement).findAllByText(/Cannot read properties of undefined/))[0]!

export const Filled: Story = {
  parameters: { msw: mockApi(withLogs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Newest first.
    await expect(await list(canvasElement)).toBeVisible()
    await expect(canvas.getByText(/Всего: 25$/)).toBeVisible()
  },
}

export const Expanded: Story = {
  parameters: { msw: mockApi(withLogs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await list(canvasElement))
    await expect(await canvas.findByText(/at CategoryCard \(category-card.tsx:25:7\)/)).toBeVisible()
    await expect(canvas.getAllByText('https://hub.example/demo/category/3')[0]).toBeVisible()
    await expect(canvas.getAllByText('id 42')[0]).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ошибок нет')).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Список не загрузился')

export const NoMatch: Story = {
  args: { initial: { q: 'нет такой ошибки', type: 'error' } },
  parameters: { msw: mockApi(withLogs) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ничего не найдено')).toBeVisible()
  },
}

export const FilteredByText: Story = {
  args: { initial: { q: 'number 7' } },
  parameters: { msw: mockApi(withLogs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText('Failure number 7'))[0]).toBeVisible()
    await expect(canvas.queryByText(/Cannot read properties/)).not.toBeInTheDocument()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }

export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('desktop') }
