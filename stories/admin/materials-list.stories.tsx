import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { seeder } from '@mock-api/store/seed-builder'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { emptyApi, delayedForever, failing, mockApi, mockApiWith, seedWith } from '../support/mock-api'
import {
  adminParameters,
  desktop,
  errorStory,
  loadingStory,
  phone,
  withAdminChrome,
  withSearchState,
  dialogGone,
  deleteRow,
  chooseRowAction,
  rowMenuButton,
} from './admin-story'
import { addOnlyDraftCategory } from './only-draft-category'

const MaterialsList = withSearchState(MaterialsListScreen)

const meta = {
  title: 'Admin/Materials/List',
  component: MaterialsList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials', msw: mockApi() },
} satisfies Meta<typeof MaterialsList>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Всего: 16$/)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: /^Действия: «/ })).toHaveLength(16)
  },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('materials'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Материалов пока нет')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Добавить' }).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Список не загрузился')

export const NoMatch: Story = {
  args: { initial: { q: 'нет такого материала' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ничего не найдено')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }))
    await expect(await canvas.findByText(/Всего: 16$/)).toBeVisible()
  },
}

export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Выбрать' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Выбрать все на странице' }))
    await waitFor(() => expect(canvas.getByText('Выбрано: 16')).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Скрыть' })).toBeEnabled()
  },
}

/** The seed with one more material, «Черновик», that no category, section or link list shows. */
const withUnused = seedWith((data) => {
  const app = data.apps.demo!
  seeder(app).material({ title: 'Черновик', displayType: 'icon' })
})

/** Opens the delete confirmation of the row titled `title`; answers the dialog (still fading in: wait for what it shows). */
async function askDelete(canvasElement: HTMLElement, title: string) {
  await chooseRowAction(canvasElement, title, 'Удалить')
  return within(document.body).findByRole('dialog', { name: `Удалить «${title}»?` })
}

/** Deleting a material in use: the confirmation names the categories and sections that list it. */
export const DeleteUsed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Воркшоп по React')
    await waitFor(
      () => expect(within(dialog).getByText(/Категории \(1\): «Летний интенсив»\. Разделы \(1\): «Ближайшие вебинары»\./)).toBeVisible(),
      { timeout: 5000 },
    )
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeEnabled()
  },
}

export const DeleteUnused: Story = {
  parameters: { msw: mockApi(withUnused) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Черновик')
    await waitFor(() => expect(within(dialog).getByText(/^Материал нигде не используется/)).toBeVisible(), { timeout: 5000 })
  },
}

/** Undo after a delete (issue 19): the success notice's "Отменить" restores the record from the audit log. */
export const UndoDelete: Story = {
  parameters: { msw: mockApi(withUnused) },
  play: async ({ canvasElement }) => {
    const body = within(document.body)
    await deleteRow(canvasElement, 'Действия: «Черновик»')
    await userEvent.click(await body.findByRole('button', { name: 'Отменить' }, { timeout: 5000 }))
    await body.findByText('Восстановлено: «Черновик»', {}, { timeout: 5000 })
    await expect(await rowMenuButton(canvasElement, 'Черновик')).toBeVisible()
    await dialogGone()
  },
}

/** While the usage reads are out, the confirmation says so and can already be answered. */
export const DeleteChecking: Story = {
  parameters: { msw: mockApiWith([delayedForever('*/api/admin/categories')]) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Воркшоп по React')
    await waitFor(() => expect(within(dialog).getByText('Проверяем, где используется материал…')).toBeVisible(), { timeout: 5000 })
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeEnabled()
  },
}

export const DeleteCheckFailed: Story = {
  parameters: { msw: mockApiWith([failing(500, '*/api/admin/sections')]) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Воркшоп по React')
    await waitFor(() => expect(within(dialog).getByText(/^Не удалось проверить, где используется материал/)).toBeVisible(), {
      timeout: 5000,
    })
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeEnabled()
  },
}

/** The seed where «Только черновик» (road type material) lists only «Черновик»: deleting it would leave the category empty. */
const withOnlyDraft = seedWith((data) => {
  const app = data.apps.demo!
  const { id } = seeder(app).material({ title: 'Черновик', displayType: 'icon' })
  addOnlyDraftCategory(app, id)
})

/** Deleting the only material of a material category: the confirmation says it is refused; confirming shows the server's 409. */
export const DeleteRefused: Story = {
  parameters: { msw: mockApi(withOnlyDraft) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Черновик')
    await within(dialog).findByText(/Удалить его нельзя: «Только черновик» останутся без материалов\./, {}, { timeout: 5000 })
    await waitFor(
      () => expect(within(dialog).getByText(/Удалить его нельзя: «Только черновик» останутся без материалов\./)).toBeVisible(),
      { timeout: 5000 },
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    await within(document.body).findByText(
      /^Не удалось удалить «Черновик»: Материал «Черновик» — единственный в этих местах: /,
      {},
      { timeout: 5000 },
    )
    await waitFor(
      () =>
        expect(
          within(document.body).getByText(/^Не удалось удалить «Черновик»: Материал «Черновик» — единственный в этих местах: /),
        ).toBeVisible(),
      {
        timeout: 5000,
      },
    )
    await dialogGone()
  },
}

/** Bulk delete: how many of the selected are in use, and which. */
export const BulkDeleteUsed: Story = {
  parameters: { msw: mockApi(withUnused) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Выбрать' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Выбрать все на странице' }))
    await waitFor(() => expect(canvas.getByText('Выбрано: 17')).toBeVisible())
    await userEvent.click(canvas.getAllByRole('button', { name: 'Удалить' })[0]!)
    const dialog = await within(document.body).findByRole('dialog', { name: 'Удалить выбранное (17)?' })
    await waitFor(() => expect(within(dialog).getByText(/^Используются 16 из 17: «Основы JavaScript»/)).toBeVisible(), { timeout: 5000 })
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop }
