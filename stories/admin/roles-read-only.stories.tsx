import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { ThemeScreen } from '@/features/admin/theme/theme-screen'
import { adminParameters, desktop, phone, withAdminChrome, withSearchState } from './admin-story'
import { asRole } from './roles-story'

/**
 * Issue 28's leftovers: an analyst's view of the screens beside the lists and forms. What their role
 * may not call (the operations table's `role`) is not offered; where the screen would otherwise look
 * broken, one line says why. The editor's views are the screens' own stories.
 */
const meta = {
  title: 'Admin/Roles/Read only',
  component: CategoryListScreen,
  args: { search: {}, onSearchChange: () => undefined },
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/category', ...asRole('analyst') },
} satisfies Meta<typeof CategoryListScreen>

export default meta
type Story = StoryObj<typeof meta>

const why = /Только просмотр: ваша роль — аналитик, менять здесь может редактор/
const whyEnglish = /View only: your role is analyst; an editor can change this/

export const CategoryTree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Категории главной' })
    await expect(canvas.getByText(why)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Порядок' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Добавить' })).toBeNull()
  },
}

export const CategoryTreeEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(whyEnglish)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Reorder' })).toBeNull()
  },
}

export const Banners: Story = {
  render: () => <BannersScreen />,
  parameters: { route: '/demo/admin/banner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Порядок баннеров' })
    await expect(canvas.getByText(why)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Порядок' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Добавить' })).toBeNull()
    await userEvent.click(within(list).getAllByRole('button', { name: /^Действия: «/ })[0]!)
    const menu = await within(document.body).findByRole('menu')
    await expect(within(menu).queryByRole('menuitem', { name: /Скрыть|Показать|Удалить/ })).toBeNull()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Изменить' }))
    await waitFor(() => expect(canvas.getAllByText(why)).toHaveLength(2))
    await expect(canvas.queryByRole('button', { name: /^Сохранить/ })).toBeNull()
  },
}

const Icons = withSearchState(IconsScreen)

export const IconsGrid: Story = {
  render: () => <Icons />,
  parameters: { route: '/demo/admin/icons' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('list', { name: /Загруженные иконки/ })
    await expect(canvas.getByText(why)).toBeVisible()
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull()
    await expect(within(grid).queryByRole('button', { name: /^Действия: «/ })).toBeNull()
  },
}

export const FloatingButton: Story = {
  render: () => <FloatingButtonScreen />,
  parameters: { route: '/demo/admin/floatting-button' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /^Текст кнопки/ })).toBeDisabled()
    await expect(canvas.getByText(why)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Сохранить' })).toBeNull()
  },
}

export const Theme: Story = {
  render: () => <ThemeScreen />,
  parameters: { route: '/demo/admin/theme' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(why)).toBeVisible()
    for (const color of canvas.getAllByRole('textbox')) await expect(color).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: /^Сохранить|^Создать/ })).toBeNull()
  },
}

export const PopupButtons: Story = {
  render: () => <PopupEditScreen id={1} />,
  parameters: { route: '/demo/admin/popup/edit/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(why)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Добавить кнопку' })).toBeDisabled()
    for (const move of canvas.getAllByRole('button', { name: /^(Ниже|Выше|Перетащить)/ })) await expect(move).toBeDisabled()
  },
}

export const Dark: Story = { ...Banners, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...CategoryTree, tags: ['!dev', '!autodocs'], globals: phone }

export const Desktop: Story = { ...IconsGrid, tags: ['!dev', '!autodocs'], globals: desktop }
