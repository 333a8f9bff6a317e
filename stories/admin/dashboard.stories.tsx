import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen'
import { emptyAppData } from '@mock-api/store/empty'
import { failing, mockApi, mockApiWith, seedWith } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome, loadingStory } from './admin-story'

const meta = {
  title: 'Admin/Index',
  component: DashboardScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin', msw: mockApi() },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Разделы' })
    const materials = await within(nav).findByRole('link', { name: /Материалы\s*16/ })
    await expect(materials).toHaveAttribute('href', '/demo/admin/materials')
    // SPEC 2's nine screens, the statistics (issue 18), the history (issue 19), for an owner the hub file (issue 28),
    // and issue 27's outbox and welcome gate.
    await expect(within(nav).getAllByRole('link')).toHaveLength(14)
    await expect(within(nav).getByRole('link', { name: /Статистика/ })).toHaveAttribute('href', '/demo/admin/stats')
    await expect(await within(nav).findByRole('link', { name: /История изменений\s*записей: 0/ })).toHaveAttribute(
      'href',
      '/demo/admin/history',
    )
    await expect(await canvas.findByRole('form', { name: 'Ссылки на хаб' })).toBeVisible()
    // The hub card first: the whole link, Copy, QR, Open; then the four groups, logs under Settings.
    const card = canvas.getByRole('region', { name: 'Школа «Код»' })
    await expect(await within(card).findByText(/^https:\/\/t\.me\/kod_school_bot\/hub/)).toBeVisible()
    await expect(within(card).getByRole('button', { name: 'Копировать' })).toBeVisible()
    await expect(within(card).getByRole('button', { name: 'QR-код' })).toBeVisible()
    await expect(within(card).getByRole('link', { name: 'Открыть хаб' })).toHaveAttribute('href', '/demo')
    const groups = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(groups).toEqual(['Контент', 'Оформление', 'Аналитика', 'Настройки'])
    const settings = within(nav).getByRole('region', { name: 'Настройки' })
    await expect(within(settings).getByRole('link', { name: /Логи/ })).toHaveAttribute('href', '/demo/admin/logs')
    await expect(within(settings).getByRole('link', { name: /Выгрузка и загрузка хаба/ })).toHaveAttribute('href', '/demo/admin/hub-file')
    await expect(within(nav).getByRole('link', { name: 'Плавающая кнопка' })).toHaveAttribute('href', '/demo/admin/floatting-button')
  },
}

/** The same index in English. */
export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Sections' })
    const groups = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(groups).toEqual(['Content', 'Look', 'Analytics', 'Settings'])
    await expect(await within(canvasElement).findByRole('button', { name: 'Copy' })).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

/** A backend without an audit log (404): History stays in the list, marked, not a link; the rest works. */
export const HistoryUnsupported: Story = {
  parameters: {
    msw: mockApiWith([http.get('*/api/admin/audit-log', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }))]),
  },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Разделы' })
    await expect(await within(nav).findByText('сервер не ведёт историю')).toBeVisible()
    await expect(within(nav).queryByRole('link', { name: /История изменений/ })).toBeNull()
    await expect(within(nav).getByRole('link', { name: /Статистика/ })).toBeVisible()
  },
}

/** A new hub: every screen says it holds nothing yet (only the admin who made it has access). */
export const Empty: Story = {
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        const demo = data.apps.demo
        if (demo) data.apps.demo = { ...emptyAppData(demo.navigation.title), admins: demo.admins }
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Разделы' })
    // Each count is a read of its own: wait for each.
    await within(nav).findByRole('link', { name: /Материалы\s*0/ })
    await expect(await within(nav).findByRole('link', { name: /Доступ\s*1/ })).toBeVisible()
  },
}

/** The counts cannot be read: the screens stay reachable, an alert says why and offers a retry. */
export const Error: Story = {
  parameters: { msw: mockApiWith([failing(503, '*/api/admin/*', 'Service unavailable.')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reason = await canvas.findByText(/Не удалось узнать, сколько записей в разделах/, {}, { timeout: 5000 })
    await expect(reason.closest('[role="alert"]')).not.toBeNull()
    const nav = canvas.getByRole('navigation', { name: 'Разделы' })
    await expect(within(nav).getByRole('link', { name: /Материалы\s*—/ })).toHaveAttribute('href', '/demo/admin/materials')
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }))
    await expect(await canvas.findByText(/Не удалось узнать/, {}, { timeout: 5000 })).toBeVisible()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop }
