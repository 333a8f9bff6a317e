import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CampaignsScreen } from '@/features/admin/campaigns/campaigns-screen'
import { delayedForever, failing, mockApiWith, seedWith } from '../support/mock-api'
import { adminParameters, atSize, withAdminChrome } from './screen-sizes'

/** Issue 26: the owner's campaign links, beside the hub's sharing switches. */
const meta = {
  title: 'Admin/Campaigns/Screen',
  component: CampaignsScreen,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/campaigns', msw: mockApiWith([]) },
} satisfies Meta<typeof CampaignsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Кампании и ссылки' })
    await expect(within(list).getByRole('listitem', { name: /Пост ВКонтакте 12 ноября/ })).toBeVisible()
    await expect(canvas.getByRole('switch', { name: /Посетители могут делиться экранами/ })).toBeChecked()
  },
}

export const Empty: Story = {
  parameters: {
    msw: mockApiWith(
      [],
      seedWith((data) => void (data.apps.demo!.campaigns = [])),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Кампаний пока нет')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: mockApiWith([delayedForever('*/api/admin/campaigns')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Загружаем кампании' })).toBeInTheDocument()
  },
}

export const Error: Story = {
  parameters: { msw: mockApiWith([failing(500, '*/api/admin/campaigns')]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Повторить' })).toBeEnabled()
  },
}

/** Archived campaigns, shown on demand: marked, and still counting. */
export const Archived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('switch', { name: 'Показать архивные' }))
    const row = await canvas.findByRole('listitem', { name: /Весенняя акция/ })
    await expect(within(row).getByText('в архиве')).toBeVisible()
  },
}

/** The form (the target picked by name) and a campaign's link with its QR. */
export const FormAndQr: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = await canvas.findByRole('listitem', { name: /Пост ВКонтакте 12 ноября/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Ссылка и QR' }))
    await waitFor(() => expect(within(row).getByRole('img', { name: 'QR-код ссылки' })).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: 'Новая кампания' }))
    const form = await canvas.findByRole('form', { name: 'Новая кампания' })
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Куда ведёт' }), 'Категория')
    await expect(await within(form).findByRole('option', { name: 'Курсы' })).toBeInTheDocument()
  },
}

/** A backend without campaigns (404): a statement, no list, no button. */
export const Unsupported: Story = {
  parameters: {
    msw: mockApiWith([
      http.get('*/api/admin/campaigns', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get('*/api/admin/navigation', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Кампании недоступны')).toBeVisible()
  },
}

export const Dark: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const Phone: Story = { ...Filled, tags: ['!dev', '!autodocs'], globals: atSize('phone') }
