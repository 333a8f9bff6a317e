import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { emptyApi, mockApi, mockApiWith, refusing } from '../support/mock-api'
import { adminParameters, DESKTOP, PHONE, withAdminChrome } from './categories-story-support'
import { chooseRowAction, errorStory, loadingStory, rowMenuButton, startReordering } from './admin-story'
import { anotherAdminOrdersFirst } from './another-admin'

const meta = {
  title: 'Admin/Categories/List',
  component: CategoryListScreen,
  args: { search: {}, onSearchChange: () => undefined },
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, msw: mockApi(), route: '/demo/admin/category' },
} satisfies Meta<typeof CategoryListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Home's categories as the tree shows them now: each row's "⋯" menu, or its handle in the reorder mode, names it. */
const rootTitles = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('list', { name: 'Категории главной' })
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map(
      (item) =>
        /«(.+)»$/.exec(
          within(item)
            .getAllByRole('button', { name: /^(Действия: |Перетащить )«/ })[0]
            ?.getAttribute('aria-label') ?? '',
        )?.[1],
    )
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await expect(rootTitles(canvasElement)[0]).toBe('Курсы')
    await expect(canvas.getByRole('list', { name: 'Подкатегории «Сообщество»' })).toBeVisible()
    // Hidden rows say so in their status.
    await expect(canvas.getAllByText('Не показывается').length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('categories'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Категорий пока нет')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Добавить' }).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Категории не загрузились')

export const NoMatch: Story = {
  args: { search: { q: 'нет такого' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ничего не найдено')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Сбросить поиск' })).toBeVisible()
  },
}

export const SearchMatches: Story = {
  args: { search: { q: 'чат' } },
  play: async ({ canvasElement }) => {
    await expect(await rowMenuButton(canvasElement, 'Чаты и форум')).toBeVisible()
  },
}

/** Move "Курсы" down with its button: the tree shows the new order at once and the server saves it. */
export const TreeReorder: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await startReordering(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Курсы»' }))
    await waitFor(() => expect(rootTitles(canvasElement).slice(0, 2)).toEqual(['Сообщество', 'Курсы']))
    await expect(await within(document.body).findByText('Порядок сохранён')).toBeInTheDocument()
  },
}

/** The server refuses the new order: the old one comes back, with a notice. */
export const TreeReorderRefused: Story = {
  parameters: { msw: mockApiWith([refusing('post', '/admin/categories/order', { categories_order: ['Stale order'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await startReordering(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Курсы»' }))
    await expect(await within(document.body).findByText(/Порядок не сохранён/)).toBeInTheDocument()
    await waitFor(() => expect(rootTitles(canvasElement)[0]).toBe('Курсы'))
  },
}

/** Иван ordered Home's categories after this list was read: the order is refused as stale, the list reloads to his. */
export const TreeReorderStale: Story = {
  parameters: { msw: anotherAdminOrdersFirst('categories') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await startReordering(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Курсы»' }))
    await expect(
      await within(document.body).findByText(
        'Порядок тем временем изменил другой администратор (Иван Петров); вот текущий порядок, попробуйте ещё раз.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(rootTitles(canvasElement).at(-1)).toBe('Курсы'))
  },
}

/** Deleting asks first, naming what goes with the category. */
export const DeleteConfirmation: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await chooseRowAction(canvasElement, 'Расписание', 'Удалить')
    const dialog = await within(document.body).findByRole('dialog', { name: 'Удалить «Расписание»?' })
    await waitFor(() => expect(within(dialog).getByText(/Ближайшие вебинары/)).toBeVisible())
  },
}

export const Dark: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
  play: Filled.play,
}

export const Phone: Story = {
  tags: ['!dev', '!autodocs'],
  globals: PHONE,
  play: Filled.play,
}

export const Desktop: Story = {
  tags: ['!dev', '!autodocs'],
  globals: DESKTOP,
  play: Filled.play,
}
