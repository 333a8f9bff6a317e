import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { NotificationsScreen } from '@/features/admin/notifications/notifications-screen'
import type { NotificationsSearch } from '@/features/admin/parts/list/list-search'
import { mockApi, mockApiWith, seedWith } from '../support/mock-api'
import { errorStory, loadingStory, withSearchState } from './admin-story'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

/** Issue 27: the outbox, the messages sent to visitors waiting for an announced record (the mock's store, its sends written in). */
const Outbox = withSearchState<NotificationsSearch>(NotificationsScreen)

const withSends = seedWith((data) => {
  const app = data.apps.demo!
  const category = app.categories[0]!
  const material = app.materials[0]!
  app.notifications = Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    target: i % 3 === 0 ? ('material' as const) : ('category' as const),
    targetId: i === 22 ? 99_999 : i % 3 === 0 ? material.id : category.id,
    title: i === 22 ? 'Старый вебинар' : i % 3 === 0 ? material.title : category.title,
    userId: 100 + i,
    userName: i === 23 ? null : `Гость ${String(i + 1)}`,
    sentAt: new Date(Date.UTC(2026, 4, 1, 10, i)).toISOString(),
    status: i === 21 ? ('failed' as const) : ('delivered' as const),
  }))
})

const meta = {
  title: 'Admin/Outbox/Screen',
  component: Outbox,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/notifications', msw: mockApi(withSends) },
} satisfies Meta<typeof Outbox>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await canvas.findByRole('list', { name: /Напоминания/ })).getAllByRole('listitem')
    await expect(rows).toHaveLength(20)
    await expect(rows[0]).toHaveTextContent('Посетитель 123')
    await expect(await within(rows[1]!).findByText('удалено')).toBeVisible()
    await expect(within(rows[2]!).getByText('Не доставлено')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Напоминаний ещё не отправляли')).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Список не загрузился')

/** A backend without the outbox (404): the capability's notice. */
export const Unsupported: Story = {
  parameters: {
    msw: mockApiWith([http.get('*/api/admin/notifications', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Отправленные напоминания недоступны')).toBeVisible()
  },
}

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Failed' })).toBeInTheDocument()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
