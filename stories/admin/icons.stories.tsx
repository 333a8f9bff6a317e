import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { IconsScreen } from '@/features/admin/icons/icons-screen'
import { mockApi, mockApiWith, seedWith } from '../support/mock-api'
import {
  errorStory,
  loadingStory,
  adminParameters,
  desktop,
  fileInput,
  phone,
  pngFile,
  uploadStalls,
  uploadTooLarge,
  withAdminChrome,
  chooseRowAction,
} from './admin-story'

const meta = {
  title: 'Admin/Icons',
  component: IconsScreen,
  args: { search: {}, onSearchChange: () => undefined },
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/icons', msw: mockApi() },
} satisfies Meta<typeof IconsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Всего: 11$/)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: {
    msw: mockApi(
      seedWith((data) => {
        data.apps.demo!.files = data.apps.demo!.files.filter((file) => file.type !== 'icon')
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Иконок пока нет')).toBeVisible()
  },
}

export const Loading: Story = loadingStory()

export const Error: Story = errorStory('Иконки не загрузились')

export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    await chooseRowAction(canvasElement, 'icon-chat.svg', 'Удалить')
    const dialog = await within(document.body).findByRole('dialog')
    await expect(dialog).toHaveTextContent(/Иконка используется: материалов — \d+/)
  },
}

export const UploadInProgress: Story = {
  parameters: { msw: mockApiWith([uploadStalls]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await fileInput(canvasElement), [pngFile('a.png'), pngFile('b.png')])
    const uploads = await canvas.findByRole('list', { name: 'Загрузки' })
    await expect(await within(uploads).findAllByRole('progressbar')).toHaveLength(2)
  },
}

export const UploadFailed: Story = {
  parameters: { msw: mockApiWith([uploadTooLarge]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await fileInput(canvasElement), pngFile('big.png'))
    // A 413 without a code is worded by its status, in the admin's language (defect 2).
    await expect(await canvas.findByText('big.png: Запрос или файл слишком большой.')).toBeInTheDocument()
  },
}

export const UploadDone: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(/Всего: 11$/)
    await userEvent.upload(await fileInput(canvasElement), pngFile('new-icon.png'))
    await expect(await canvas.findByText('new-icon.png: загружено')).toBeInTheDocument()
    await expect(await canvas.findByText(/Всего: 12$/)).toBeVisible()
  },
}

/**
 * A backend without the icons' list (GET /admin/files answers 404, it is beyond SPEC 7): the `icons`
 * capability's notice instead of a load error, and no uploads into a library it cannot show.
 */
export const Unsupported: Story = {
  parameters: {
    msw: mockApiWith([http.get('*/api/admin/files', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }))]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Библиотека иконок недоступна' })).toBeVisible()
    await expect(canvas.queryByText('Иконки не загрузились')).not.toBeInTheDocument()
    await expect(canvas.queryByLabelText('Добавить')).not.toBeInTheDocument()
  },
}

export const UnsupportedDark: Story = { ...Unsupported, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const UnsupportedPhone: Story = { ...Unsupported, tags: ['!dev', '!autodocs'], globals: { ...phone, platform: 'android' } }
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'The icon library is unavailable' })).toBeVisible()
  },
}

// Each with its own mock API: the upload stories add icons to the file's shared one.
export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' }, parameters: { msw: mockApi() } }
export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: phone, parameters: { msw: mockApi() } }
export const Desktop: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: desktop, parameters: { msw: mockApi() } }
