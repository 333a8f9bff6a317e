import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { SharePanel } from '@/features/admin/parts/sharing/share-panel'
import { SharingSection } from '@/features/admin/parts/sharing/sharing-section'
import { mockApi, mockApiWith } from '../support/mock-api'
import { adminParameters, withAdminChrome } from './admin-story'

/** The admin's sharing and schedule parts outside the statistics screen: the share panel, the sharing settings, the schedule fields. */
function Parts({ part }: { part: 'share' | 'settings' | 'schedule' }) {
  if (part === 'share') return <SharePanel start={{ screen: 'category', id: 1 }} title="Курсы" />
  if (part === 'settings') return <SharingSection />
  return <MaterialCreateScreen />
}

const meta = {
  title: 'Admin/Sharing and schedule',
  component: Parts,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin', msw: mockApi() },
} satisfies Meta<typeof Parts>

export default meta
type Story = StoryObj<typeof meta>

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 })

export const SharePanelWithQr: Story = {
  args: { part: 'share' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Ссылка' })).toHaveValue(
      'https://t.me/kod_school_bot/hub?startapp=demo__category_1',
    )
    const qr = await canvas.findByRole<HTMLImageElement>('img', { name: 'QR-код ссылки' })
    await expect(qr).toBeVisible()
    // The SVG is a real image: it decodes to the size it is drawn at.
    await waitFor(() => expect(qr.complete && qr.naturalWidth > 0).toBe(true))
    await expect(canvas.getByRole('link', { name: 'Скачать SVG' })).toBeVisible()
    // The PNG is drawn at the click (no file is saved here: the click's download is cancelled first).
    const png = canvas.getByRole('link', { name: 'Скачать PNG' })
    png.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(png)
    await expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,/)
  },
}

export const SharePanelWithoutSettings: Story = {
  args: { part: 'share' },
  parameters: {
    msw: mockApiWith([
      http.get('*/api/admin/navigation', () =>
        HttpResponse.json({ data: { app_key: 'demo', title: 'Demo', bot_username: null, app_short_name: null } }),
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'К настройкам' })).toBeVisible()
  },
}

export const SharingSettings: Story = {
  args: { part: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Имя бота' })).toHaveValue('kod_school_bot')
    await expect(canvas.getByText(/Ссылка на главную: https:\/\/t\.me\/kod_school_bot\/hub\?startapp=demo/)).toBeVisible()
  },
}

export const SharingSettingsRefused: Story = {
  args: { part: 'settings' },
  parameters: {
    msw: mockApiWith([
      http.put('*/api/admin/navigation', () =>
        HttpResponse.json({ message: 'invalid', errors: { bot_username: ['Not a bot username'] } }, { status: 422 }),
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Сохранить' }))
    await expect(await canvas.findByText('Not a bot username')).toBeVisible()
  },
}

export const SharingUnsupported: Story = {
  args: { part: 'settings' },
  parameters: { msw: mockApiWith([http.get('*/api/admin/navigation', notFound)]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Ссылки на хаб недоступны/)).toBeVisible()
  },
}

export const ScheduleFieldsWithErrors: Story = {
  args: { part: 'schedule' },
  parameters: { route: '/demo/admin/materials/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Название/ }), 'Акция')
    await userEvent.click(canvas.getByRole('button', { name: 'Показывать по расписанию…' }))
    await fireEvent.change(await canvas.findByLabelText('Показывать с'), { target: { value: '2026-05-10T09:00' } })
    await fireEvent.change(canvas.getByLabelText('Показывать до'), { target: { value: '2026-05-01T09:00' } })
    await userEvent.click(canvas.getByRole('button', { name: 'Создать материал' }))
    await expect(await canvas.findByText('Must be after the start of the window', { selector: '[id$="-error"]' })).toBeVisible()
  },
}
