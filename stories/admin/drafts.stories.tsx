import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { seedData } from '@mock-api/store/seed'
import { MaterialCreateScreen } from '@/features/admin/materials/material-create-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { emptyMaterialForm, type MaterialFormInput } from '@/features/admin/materials/material-form-values'
import { draftKey, type Draft } from '@/features/admin/parts/drafts/draft-store'
import { mockApi } from '../support/mock-api'
import { adminParameters, phone, withAdminChrome } from './admin-story'

/** Material 1 of the seed as its edit form holds it, with the title and description the admin was typing. */
function editDraft(): Draft {
  const app = seedData().apps.demo!
  const { id: _id, ...material } = app.materials.find((m) => m.id === 1)!
  const fileOf = (id: number | null) => {
    const file = app.files.find((f) => f.id === id)
    return file ? { id: file.id, url: file.url, originalName: file.originalName, type: file.type } : null
  }
  const values: MaterialFormInput = {
    ...material,
    title: 'Основы JavaScript: новый поток',
    description: 'Старт 1 декабря. 12 уроков: от переменных до асинхронности.',
    image: fileOf(material.imageId),
    icon: fileOf(material.iconId),
  }
  // An hour ago: within the 14 days a draft is kept.
  return { savedAt: Date.now() - 60 * 60 * 1000, values, version: 1 }
}

const createDraft = (): Draft => ({
  savedAt: Date.now() - 5 * 60 * 1000,
  values: { ...emptyMaterialForm(), title: 'Курс по TypeScript', description: 'Типы, дженерики и строгий режим' },
})

const offer = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Несохранённые изменения' })

/**
 * Issue 19, drafts that survive: an admin form's unsaved values are kept on the device (here
 * localStorage; Telegram's DeviceStorage or CloudStorage inside Telegram), and opening the form
 * again offers them at its top. The drafts are set in `parameters.drafts` (the harness writes them).
 */
const meta = {
  title: 'Admin/Drafts/Material edit',
  component: MaterialEditScreen,
  decorators: [withAdminChrome],
  args: { id: 1 },
  parameters: {
    ...adminParameters,
    route: '/demo/admin/materials/edit/1',
    msw: mockApi(),
    drafts: { [draftKey('demo', 1, { resource: 'materials', id: 1 })]: editDraft() },
  },
} satisfies Meta<typeof MaterialEditScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The offer above the loaded record: when the draft was kept, "Вернуть" and "Discard". */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const region = await offer(canvasElement)
    await expect(region).toHaveTextContent(/Остались с \d/)
    await expect(within(region).getByRole('button', { name: 'Вернуть' })).toBeVisible()
    await expect(within(region).getByRole('button', { name: 'Отбросить' })).toBeVisible()
    await expect(within(canvasElement).getByRole('textbox', { name: /Название/ })).toHaveValue('Основы JavaScript')
  },
}

/** Restore: the form takes the draft's values, unsaved (the save bar says so), and the offer goes. */
export const Restored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(within(await offer(canvasElement)).getByRole('button', { name: 'Вернуть' }))
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('Основы JavaScript: новый поток')
    await expect(await canvas.findByText('Есть несохранённые изменения')).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull())
  },
}

/** Discard: the draft is dropped, the form keeps the record as loaded. */
export const Discarded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(within(await offer(canvasElement)).getByRole('button', { name: 'Отбросить' }))
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Несохранённые изменения' })).toBeNull())
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('Основы JavaScript')
    await waitFor(() => expect(localStorage.getItem(draftKey('demo', 1, { resource: 'materials', id: 1 }))).toBeNull())
  },
}

/** The offer in the dark theme (axe checks its contrast). */
export const Dark: Story = { ...Offer, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

/**
 * On a phone inside Telegram (Android): the offer stands first, above the live preview, within the
 * first screenful; its text and buttons wrap in the narrow column.
 */
export const Phone: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { ...phone, platform: 'android' },
  play: async ({ canvasElement }) => {
    const region = await offer(canvasElement)
    await expect(within(region).getByRole('button', { name: 'Вернуть' })).toBeVisible()
    const preview = within(canvasElement).getByRole('complementary', { name: /увидят посетители/i })
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(preview.getBoundingClientRect().top)
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight)
  },
}

/** A create form's draft (`id: 'new'`), restored. */
export const CreateForm: Story = {
  render: () => <MaterialCreateScreen />,
  parameters: {
    route: '/demo/admin/materials/create',
    drafts: { [draftKey('demo', 1, { resource: 'materials', id: 'new' })]: createDraft() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = await offer(canvasElement)
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('')
    await userEvent.click(within(region).getByRole('button', { name: 'Вернуть' }))
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('Курс по TypeScript')
    await expect(await canvas.findByText('Есть несохранённые изменения')).toBeVisible()
  },
}
