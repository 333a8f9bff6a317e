import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { mockApi, mockApiWith } from '../support/mock-api'
import { errorStory, loadingStory, withSearchState, dialogGone } from './admin-story'
import { auditLogMissing, historySeed, restoreRefused } from './history-story-support'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

const History = withSearchState(HistoryScreen)

const meta = {
  title: 'Admin/History',
  component: History,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/history', msw: mockApi(historySeed()) },
} satisfies Meta<typeof History>

export default meta
type Story = StoryObj<typeof meta>

const entries = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Изменения, сначала новые' })).getAllByRole('article')

/** Two entries, newest first: a deleted popup, then a renamed material with its field-by-field diff. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const [deleted, renamed] = await entries(canvasElement)
    await expect(within(deleted!).getByRole('heading')).toHaveTextContent(/Анна Смирнова удалил\(а\) попап «Старый попап»/)
    await expect(within(renamed!).getByRole('heading')).toHaveTextContent(/Анна Смирнова изменил\(а\) материал/)
    const row = within(renamed!).getByRole('row', { name: /Название/ })
    await expect(row).toHaveTextContent('«Основы JS»')
  },
}

export const Empty: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Изменений нет')).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('История не загрузилась')

/** "Restore this version" of the deleted popup, refused by the server: the notice words the refusal by its code. */
export const RestoreRefused: Story = {
  parameters: { msw: mockApiWith([restoreRefused], historySeed()) },
  play: async ({ canvasElement }) => {
    const [deleted] = await entries(canvasElement)
    await userEvent.click(within(deleted!).getByRole('button', { name: 'Вернуть эту версию' }))
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Вернуть' }))
    const refused = /^Не удалось вернуть: Попап «Старый попап» уже есть/
    await within(document.body).findByText(refused, {}, { timeout: 5000 })
    // The notice slides in: wait until it is shown.
    await waitFor(() => expect(within(document.body).getByText(refused)).toBeVisible(), { timeout: 5000 })
    await dialogGone()
  },
}

/** A backend without the audit log (404): a short line says History is not kept; nothing is broken. */
export const Unsupported: Story = {
  parameters: { msw: mockApiWith([auditLogMissing]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/История изменений недоступна/)).toBeVisible()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
