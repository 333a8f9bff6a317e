import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HistoryScreen } from '@/features/admin/history/history-screen'
import { mockApi, mockApiWith } from '../support/mock-api'
import { errorStory, loadingStory, withSearchState, dialogGone } from './admin-story'
import { auditLogMissing, historySeed, historyValuesSeed, restoreRefused } from './history-story-support'
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

/**
 * Two entries of one day, newest first, under the day's heading: a deleted popup, then a renamed
 * material with its field-by-field diff; lines without a verb, so nothing guesses a gender.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const [deleted, renamed] = await entries(canvasElement)
    await expect(within(deleted!).getByRole('heading')).toHaveTextContent('Попап «Старый попап» · удалён · Анна Смирнова')
    await expect(within(renamed!).getByRole('heading')).toHaveTextContent(/^Материал «.+» · изменён · Анна Смирнова$/)
    const row = within(renamed!).getByRole('row', { name: /Название/ })
    await expect(row).toHaveTextContent('«Основы JS»')
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    await expect(within(renamed!).getByRole('button', { name: 'Вернуть как было до этого изменения' })).toBeVisible()
  },
}

/** The same in English: English participles and quotation marks, days named in English. */
export const FilledEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Changes, newest first' })
    const [deleted, renamed] = within(list).getAllByRole('article')
    await expect(within(deleted!).getByRole('heading')).toHaveTextContent('Popup “Старый попап” · deleted · Анна Смирнова')
    await expect(within(renamed!).getByRole('row', { name: /Title/ })).toHaveTextContent('“Основы JS”')
    await expect(within(renamed!).getByRole('button', { name: 'Restore as it was before this change' })).toBeVisible()
  },
}

/**
 * Values as people know them, over two days: the material's new image as a thumbnail and its links
 * by where they lead, the theme's background as a swatch, Home's order as the categories' names.
 */
export const ValuesDrawn: Story = {
  parameters: { msw: mockApi(historyValuesSeed()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Изменения, сначала новые' })
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(2)
    const [order, theme, material] = within(list).getAllByRole('article')
    await expect(within(order!).getByRole('heading')).toHaveTextContent('Порядок категорий главной · изменён · Анна Смирнова')
    await waitFor(() => expect(within(order!).getByRole('row', { name: /Порядок/ })).toHaveTextContent(/^Порядок«[^»]+», «/), {
      timeout: 5000,
    })
    const colour = within(theme!).getByRole('row', { name: /Цвет фона/ })
    await expect(colour).toHaveTextContent('#1e88e5')
    await expect(colour).not.toHaveTextContent('«')
    const image = within(material!).getByRole('row', { name: /Картинка/ })
    await expect(await within(image).findByRole('img', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(within(material!).getByRole('row', { name: /Ссылки/ })).toHaveTextContent(/попап «.+»; категория «.+»/), {
      timeout: 5000,
    })
  },
}

export const ValuesDrawnPhoneDark: Story = {
  ...ValuesDrawn,
  tags: ['!dev', '!autodocs'],
  globals: { ...atSize('phone'), theme: 'dark' },
}

/** The record filter: a material picked by its name (no number to type); the list narrows to its entries. */
export const FilteredByRecord: Story = {
  args: { initial: { resource: 'materials' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const picker = await canvas.findByRole('combobox', { name: 'Запись' })
    await within(picker).findByRole('option', { name: 'Основы JavaScript' }, { timeout: 5000 })
    await userEvent.selectOptions(picker, 'Основы JavaScript')
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(1), { timeout: 5000 })
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
    await userEvent.click(within(deleted!).getByRole('button', { name: 'Вернуть как было до этого изменения' }))
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Вернуть' }))
    const refused = /^Не удалось вернуть: Попап «Старый попап» уже на месте/
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
