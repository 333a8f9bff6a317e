import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { mockApi, savingHandler, seedCategoryId } from '../support/mock-api'
import { adminParameters, chooseRowAction, phone, pngFile, withAdminChrome } from './admin-story'

/**
 * The admin against a backend built from SPEC.md section 7 alone (mock-api/spec-only.ts: calls beyond
 * it answer 404, fields beyond it are left out): the forms offer no schedule the backend would drop,
 * and say once what it does not keep; the lists offer no schedule filter; saving works as usual.
 * tests/ui/app/spec-only-backend.test.tsx runs the whole app (hub, statistics, saving) against it.
 */
type Part = 'materialForm' | 'categoryForm' | 'bannerForm' | 'buttonForm'

function Screens({ part }: { part: Part }) {
  if (part === 'categoryForm') return <CategoryEditScreen id={seedCategoryId('Сообщество')} />
  if (part === 'bannerForm') return <BannersScreen onScheduleChange={() => undefined} />
  if (part === 'buttonForm') return <FloatingButtonScreen />
  return <MaterialEditScreen id={1} />
}

const specOnly = mockApi(undefined, { specOnly: true })

const meta = {
  title: 'Admin/Backend of SPEC 7 alone',
  component: Screens,
  decorators: [withAdminChrome],
  args: { part: 'materialForm' },
  parameters: { ...adminParameters, route: '/demo/admin/materials/edit/1', msw: specOnly },
} satisfies Meta<typeof Screens>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The form's one note of what the backend does not keep, and no "Show on a schedule…" button; the
 * lists' schedule filter is gone too (the banners' screen shows it above its form).
 */
async function saysWhatIsMissing(canvasElement: HTMLElement, language: 'ru' | 'en' = 'ru') {
  const canvas = within(canvasElement)
  const [schedules, versions, open] =
    language === 'ru'
      ? [/Показ по расписанию недоступен/, /Одновременные правки не отслеживаются/, 'Показывать по расписанию…']
      : [/Scheduled showing is unavailable/, /Simultaneous edits are not caught/, 'Show on a schedule…']
  await expect(await canvas.findAllByText(schedules)).toHaveLength(1)
  await expect(canvas.getByText(schedules)).toBeVisible()
  await expect(canvas.getAllByText(versions)).toHaveLength(1)
  await expect(canvas.queryByRole('button', { name: open })).not.toBeInTheDocument()
}

export const MaterialFormNoSchedules: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /Название/ })
    await saysWhatIsMissing(canvasElement)
  },
}

export const MaterialFormNoSchedulesDark: Story = { ...MaterialFormNoSchedules, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const MaterialFormNoSchedulesPhone: Story = {
  ...MaterialFormNoSchedules,
  tags: ['!dev', '!autodocs'],
  globals: { ...phone, platform: 'android' },
}

export const MaterialFormNoSchedulesEnglish: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /Title/ })
    await saysWhatIsMissing(canvasElement, 'en')
  },
}

/**
 * No icon library (GET /admin/files is beyond SPEC 7): the form says so once, its picker offers "no icon"
 * and the record's own icon, and an icon uploaded here (POST /files, SPEC 7) is picked.
 */
export const MaterialFormNoIconLibrary: Story = {
  parameters: { msw: mockApi(undefined, { specOnly: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('textbox', { name: /Название/ })
    await expect(await canvas.findAllByText(/Библиотека иконок недоступна/)).toHaveLength(1)
    const field = canvas.getByRole('group', { name: /^Иконка/ })
    const picker = within(field)
    await expect(picker.getAllByRole('radio')).toHaveLength(2)
    await expect(picker.getByRole('radio', { name: 'Без иконки' })).not.toBeChecked()
    const input = field.querySelector<HTMLInputElement>('input[type=file]')
    await expect(input).not.toBeNull()
    await userEvent.upload(input!, pngFile('fresh-icon.png'))
    await expect(await picker.findByRole('radio', { name: 'fresh-icon.png' })).toBeChecked()
  },
}

/** Saving works as usual (no version is sent, so no conflict is checked): the save stays in progress here. */
export const MaterialFormSaving: Story = {
  parameters: { msw: { handlers: [savingHandler('put', '/admin/materials/:id'), ...specOnly.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Название/ }), ' 2.0')
    await saysWhatIsMissing(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    await expect(await canvas.findByRole('button', { name: 'Сохранить', busy: true })).toBeDisabled()
  },
}

export const CategoryFormNoSchedules: Story = {
  args: { part: 'categoryForm' },
  parameters: { route: `/demo/admin/category/edit/${String(seedCategoryId('Сообщество'))}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /Название/ })
    await saysWhatIsMissing(canvasElement)
  },
}

export const BannerFormNoSchedules: Story = {
  args: { part: 'bannerForm' },
  parameters: { route: '/demo/admin/banner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseRowAction(canvasElement, 'Баннер 1', 'Изменить')
    await canvas.findByRole('button', { name: 'Сохранить' })
    await saysWhatIsMissing(canvasElement)
    // The list's schedule filter is gone too, now that the banners are known to carry no schedule.
    await expect(canvas.queryByRole('combobox', { name: 'Расписание' })).not.toBeInTheDocument()
  },
}

export const ButtonFormNoSchedules: Story = {
  args: { part: 'buttonForm' },
  parameters: { route: '/demo/admin/floatting-button' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /^Текст кнопки/ })
    await saysWhatIsMissing(canvasElement)
  },
}

export const ButtonFormNoSchedulesPhone: Story = { ...ButtonFormNoSchedules, tags: ['!dev', '!autodocs'], globals: phone }
