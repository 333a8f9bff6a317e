import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { emptyApi, mockApi, mockApiWith, refusing, savingHandler, seedWith } from '../support/mock-api'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'
import { loadingStory, errorStory, rowMenuButton, chooseRowAction, startReordering } from './admin-story'
import { anotherAdminOrdersFirst } from './another-admin'

const meta = {
  title: 'Admin/Banners/Screen',
  component: BannersScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/banner', msw: mockApi() },
} satisfies Meta<typeof BannersScreen>

export default meta
type Story = StoryObj<typeof meta>

const carousel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Карусель на главной' })
const summary = (canvasElement: HTMLElement) => within(canvasElement).findByRole('alert', { name: 'Исправьте ошибки в форме' })

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await carousel(canvasElement)).toBeVisible()
    // One row per banner: title, meta, status, and its "⋯" menu; the hidden one says so.
    await expect(await rowMenuButton(canvasElement, 'Баннер 1')).toBeEnabled()
    await expect(canvas.getByText('Не показывается')).toBeVisible()
  },
}

/**
 * Banners named by the admin (issue 30): the second is «Весенняя акция» in the list, its switch and
 * buttons, and its form shows the name field "(видно только вам)"; the others keep their place.
 */
export const Named: Story = {
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        data.apps.demo!.banners[1]!.name = 'Весенняя акция'
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Весенняя акция')).toBeVisible()
    await expect(await rowMenuButton(canvasElement, 'Баннер 1')).toBeEnabled()
    await chooseRowAction(canvasElement, 'Весенняя акция', 'Изменить')
    await expect(await canvas.findByRole('textbox', { name: /Название \(видно только вам\)/ })).toHaveValue('Весенняя акция')
  },
}

export const NamedPhoneDark: Story = { ...Named, tags: ['!dev', '!autodocs'], globals: { ...atSize('phone'), theme: 'dark' } }

export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await carousel(canvasElement)
    await startReordering(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Баннер 1»' }))
    // Saved through POST /admin/banners/order; the list keeps the new order.
    await expect(await within(document.body).findByText('Порядок сохранён')).toBeInTheDocument()
  },
}

const thumbs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Порядок баннеров' }))
    .getAllByRole('listitem')
    .map(
      (row) =>
        row
          .querySelector('img')
          ?.getAttribute('src')
          ?.match(/banner-(\w+)/)?.[1],
    )

/** Иван ordered the banners after this screen read them: the order is refused as stale, the list reloads to his. */
export const StaleOrder: Story = {
  parameters: { msw: anotherAdminOrdersFirst('banners') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await carousel(canvasElement)
    await startReordering(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ниже: «Баннер 1»' }))
    await expect(
      await within(document.body).findByText(
        'Порядок тем временем изменил другой администратор (Иван Петров); вот текущий порядок, попробуйте ещё раз.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(thumbs(canvasElement)[0]).toBe('archive'))
  },
}

export const StaleOrderPhoneDark: Story = {
  ...StaleOrder,
  parameters: { msw: anotherAdminOrdersFirst('banners') },
  tags: ['!dev', '!autodocs'],
  globals: { ...atSize('phone'), theme: 'dark' },
}

export const Empty: Story = {
  parameters: {
    msw: emptyApi('banners'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Баннеров пока нет')).toBeVisible()
    await expect(canvas.getByText('Посетители не увидят ни одного баннера: среди них нет показываемых с картинкой.')).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Не удалось загрузить баннеры')

export const NewFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await carousel(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить баннер' }))
    await expect(await summary(canvasElement)).toHaveTextContent('Обязательное поле')
  },
}

export const Server422: Story = {
  parameters: { msw: mockApiWith([refusing('put', '/admin/banners/:id', { image_id: ['Картинка не открылась: выберите другой файл'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await carousel(canvasElement)
    await chooseRowAction(canvasElement, 'Баннер 1', 'Изменить')
    await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить' }))
    await expect(await summary(canvasElement)).toHaveTextContent('Картинка не открылась: выберите другой файл')
  },
}

export const Saving: Story = {
  parameters: { msw: mockApiWith([savingHandler('put', '/admin/banners/:id')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await carousel(canvasElement)
    await chooseRowAction(canvasElement, 'Баннер 1', 'Изменить')
    const save = await canvas.findByRole('button', { name: 'Сохранить' })
    await userEvent.click(save)
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }

export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('desktop') }
