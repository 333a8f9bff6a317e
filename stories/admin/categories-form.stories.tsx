import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CategoryCreateScreen, CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { mockApi, mockApiWith, refusing, savingHandler } from '../support/mock-api'
import { adminParameters, DESKTOP, PHONE, seedCategoryId, withAdminChrome } from './categories-story-support'

const meta = {
  title: 'Admin/Categories/Form',
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, msw: mockApi(), route: '/demo/admin/category/create' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const schedule = seedCategoryId('Расписание')
const community = seedCategoryId('Сообщество')

const groupOf = (root: HTMLElement, name: RegExp): HTMLElement => within(root).getByRole('group', { name })
const errorOf = (path: string) => document.getElementById(`field-${path.replace(/[^\w-]/g, '-')}-error`)?.textContent ?? null

export const Empty: Story = {
  render: () => <CategoryCreateScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /^Название/ })).toHaveValue('')
    await expect(canvas.getByRole('complementary', { name: 'Как увидят посетители' })).toHaveTextContent('Без названия')
  },
}

/** A section category as stored: its sections listed in order, the preview drawn from the form. */
export const Filled: Story = {
  render: () => <CategoryEditScreen id={schedule} />,
  parameters: { route: `/demo/admin/category/edit/${String(schedule)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /^Название/ })).toHaveValue('Расписание')
    // The sections editor loads with its road type: wait for it.
    await expect(await canvas.findByRole('list', { name: 'Разделы' })).toHaveTextContent('Ближайшие вебинары')
    await expect(canvas.getByRole('complementary', { name: 'Как увидят посетители' })).toHaveTextContent('Расписание')
  },
}

/** Subcategories road: the children listed in their order, to reorder, and the way to add one. */
export const Subcategories: Story = {
  render: () => <CategoryEditScreen id={community} />,
  parameters: { route: `/demo/admin/category/edit/${String(community)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('list', { name: 'Подкатегории' })).toHaveTextContent('Чаты и форум')
    await expect(canvas.getByRole('link', { name: 'Добавить подкатегорию' })).toBeVisible()
  },
}

/** Each SPEC 5 rule on its field: title; image for a background look; a section for road type section. */
export const ClientErrors: Story = {
  render: () => <CategoryCreateScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('textbox', { name: /^Название/ })
    await userEvent.click(within(groupOf(canvasElement, /^Вид карточки/)).getByText('Малый фон'))
    await userEvent.click(within(groupOf(canvasElement, /^Что открывается/)).getByText('Разделы'))
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await expect(await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })).toHaveFocus()
    await expect(errorOf('title')).toBe('Обязательное поле')
    await expect(errorOf('imageId')).toBe('Обязательное поле')
    await waitFor(() => expect(errorOf('sections')).toBe('Добавьте хотя бы один раздел'))
  },
}

/** Road type material without materials, and a section without title or materials. */
export const ClientErrorsMaterials: Story = {
  render: () => <CategoryCreateScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Название/ }), 'Материалы')
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await waitFor(() => expect(errorOf('materialIds')).toBe('Выберите хотя бы один материал'))
    await userEvent.click(within(groupOf(canvasElement, /^Что открывается/)).getByText('Разделы'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить раздел' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await waitFor(() => expect(errorOf('sections.0.title')).toBe('Обязательное поле'))
    await expect(errorOf('sections.0.materialIds')).toBe('Выберите хотя бы один материал')
  },
}

/** The server's 422 on nested fields: a link of the category. */
export const ServerErrors: Story = {
  render: () => <CategoryCreateScreen />,
  parameters: {
    msw: mockApiWith([
      refusing('post', '/admin/categories', {
        title: ['Такое название уже есть'],
        'links.0.external_url': ['Only http, https and tg links are allowed'],
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Название/ }), 'Сайт')
    await userEvent.click(within(groupOf(canvasElement, /^Что открывается/)).getByText('Ссылка'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить ссылку' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Адрес/ }), 'https://example.org')
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await waitFor(() => expect(errorOf('links.0.externalUrl')).toBe('Подходят только ссылки http, https и tg'))
    await expect(errorOf('title')).toBe('Такое название уже есть')
  },
}

/** A section refused by the server: its error on that section's field, a notice that nothing was saved. */
export const SectionServerError: Story = {
  render: () => <CategoryCreateScreen />,
  parameters: { msw: mockApiWith([refusing('post', '/admin/sections', { title: ['Такое название уже есть'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Название/ }), 'С разделом')
    await userEvent.click(within(groupOf(canvasElement, /^Что открывается/)).getByText('Разделы'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить раздел' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Название раздела 1/ }), 'Раздел')
    await userEvent.click(within(groupOf(canvasElement, /^Что открывает раздел 1/)).getByText('Ссылка'))
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await waitFor(() => expect(errorOf('sections.0.title')).toBe('Такое название уже есть'))
    await expect(await within(document.body).findByText(/не сохранился, категория не сохранена/)).toBeInTheDocument()
  },
}

/** Saving: the button spins and is busy while the server has not answered. */
export const Saving: Story = {
  render: () => <CategoryCreateScreen />,
  parameters: { msw: mockApiWith([savingHandler('post', '/admin/categories')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Название/ }), 'Сайт')
    await userEvent.click(within(groupOf(canvasElement, /^Что открывается/)).getByText('Ссылка'))
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить ссылку' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Адрес/ }), 'https://example.org')
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: /Создать/ })).toHaveAttribute('aria-busy', 'true'))
  },
}

/** Sections edited in place: open one, add one, move it up. */
export const SectionsEditor: Story = {
  render: () => <CategoryEditScreen id={schedule} />,
  parameters: { route: `/demo/admin/category/edit/${String(schedule)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ближайшие вебинары', expanded: false }))
    await expect(canvas.getByRole('textbox', { name: /^Название раздела 1/ })).toHaveValue('Ближайшие вебинары')
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить раздел' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /^Название раздела 3/ }), 'Новый раздел')
    await userEvent.click(canvas.getByRole('button', { name: 'Выше: «Новый раздел»' }))
    const sections = within(canvas.getByRole('list', { name: 'Разделы' }))
    await waitFor(() =>
      expect(
        sections
          .getAllByRole('button')
          // The sections' own toggles (an open section's Share button is a disclosure too).
          .filter((button) => button.hasAttribute('aria-expanded') && button.textContent !== 'Поделиться')
          .map((b) => b.textContent),
      ).toEqual([
        expect.stringContaining('Ближайшие вебинары'),
        expect.stringContaining('Новый раздел'),
        expect.stringContaining('Календарь событий'),
      ]),
    )
  },
}

export const Dark: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <CategoryEditScreen id={schedule} />,
  parameters: { route: `/demo/admin/category/edit/${String(schedule)}` },
  globals: { theme: 'dark' },
  play: Filled.play,
}

export const Phone: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <CategoryEditScreen id={schedule} />,
  parameters: { route: `/demo/admin/category/edit/${String(schedule)}` },
  globals: PHONE,
  play: Filled.play,
}

export const Desktop: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <CategoryEditScreen id={schedule} />,
  parameters: { route: `/demo/admin/category/edit/${String(schedule)}` },
  globals: DESKTOP,
  play: Filled.play,
}
