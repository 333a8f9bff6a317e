import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { emptyApi, mockApi } from '../support/mock-api'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'
import { loadingStory, errorStory, withSearchState, dialogGone, deleteRow, chooseRowAction } from './admin-story'

const PopupList = withSearchState(PopupListScreen)

const meta = {
  title: 'Admin/Popups/List',
  component: PopupList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/popup', msw: mockApi() },
} satisfies Meta<typeof PopupList>

export default meta
type Story = StoryObj<typeof meta>

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: /^Попапы.*Всего: 2$/ })

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement))
    await expect(rows.getByText('Приветствие новичков')).toBeVisible()
    await expect(rows.getByText('2 текста · 3 кнопки · 2 списка ссылок')).toBeVisible()
    await expect(rows.getByRole('button', { name: 'Действия: «Курс по дизайну»' })).toBeEnabled()
  },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('popups'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Попапов пока нет')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Добавить' }).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Список не загрузился')

/** A name search that finds nothing (the server filters by `filter[name]`); "clear" brings every popup back. */
export const NoMatch: Story = {
  args: { initial: { q: 'нет такого попапа' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ничего не найдено')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('нет такого попапа')
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }))
    await expect(await list(canvasElement)).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('')
  },
}

/** Opens the delete confirmation of the row named `name` (the dialog fades in: wait for what it shows). */
async function askDelete(canvasElement: HTMLElement, name: string) {
  await chooseRowAction(canvasElement, name, 'Удалить')
  return within(document.body).findByRole('dialog', { name: `Удалить «${name}»?` })
}

/** Deleting a popup that links open: the confirmation names them; confirming shows the server's refusal (409). */
export const DeleteUsedRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement, 'Приветствие новичков')
    await within(dialog).findByText(/^Попап открывают: категории «С чего начать»; 2-й баннер карусели\./, {}, { timeout: 5000 })
    await waitFor(
      () => expect(within(dialog).getByText(/^Попап открывают: категории «С чего начать»; 2-й баннер карусели\./)).toBeVisible(),
      {
        timeout: 5000,
      },
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    await within(document.body).findByText(
      /^Не удалось удалить «Приветствие новичков»: Попап «Приветствие новичков» открывают: /,
      {},
      { timeout: 5000 },
    )
    await waitFor(
      () =>
        expect(
          within(document.body).getByText(/^Не удалось удалить «Приветствие новичков»: Попап «Приветствие новичков» открывают: /),
        ).toBeVisible(),
      { timeout: 5000 },
    )
    await dialogGone()
  },
}

/** The same refusal in English: worded by its code (409 popup_in_use) from the admin's English catalog. */
export const DeleteUsedRefusedEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await deleteRow(canvasElement, 'Actions: “Приветствие новичков”', 'Delete')
    const refused = /^Could not delete “Приветствие новичков”: The popup “Приветствие новичков” opens from: /
    await within(document.body).findByText(refused, {}, { timeout: 5000 })
    await waitFor(() => expect(within(document.body).getByText(refused)).toBeVisible(), { timeout: 5000 })
    await dialogGone()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }

export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('desktop') }
