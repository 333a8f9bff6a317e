import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, userEvent, within } from 'storybook/test'
import { LookField } from '@/features/admin/parts/form/fields/display-choices'
import { IconPickerField } from '@/features/admin/parts/form/fields/icon-picker-field'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { ReferencePickerField } from '@/features/admin/parts/pickers/reference-picker-field'
import { materialReferences } from '@/features/admin/parts/pickers/reference-sources'
import { mockApi } from '../support/mock-api'
import { adminParameters, desktop, phone, withAdminChrome } from './admin-story'

/** The admin's richer fields in one form, as a category or material form uses them. */
function Fields() {
  const form = useForm({
    defaultValues: { displayType: 'small_bg', iconId: null as number | null, icon: null, materialIds: [] as number[], links: [] },
  })
  return (
    <FormProvider {...form}>
      <form aria-label="Поля" style={{ padding: 16, maxWidth: 640, display: 'grid', gap: 24 }}>
        <LookField kind="categoryDisplay" name="displayType" label="Вид карточки" />
        <IconPickerField name="iconId" fileName="icon" label="Иконка" />
        <ReferencePickerField name="materialIds" label="Материалы" source={materialReferences} />
        <LinkSetField name="links" label="Ссылки" />
      </form>
    </FormProvider>
  )
}

const meta = {
  title: 'Admin/Parts/Fields',
  component: Fields,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials/create', msw: mockApi() },
} satisfies Meta<typeof Fields>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /Малый фон/ })).toBeChecked()
    await expect(await canvas.findByRole('radio', { name: 'Без иконки' })).toBeChecked()
    await expect(await canvas.findByText('Найдено: 16')).toBeVisible()
  },
}

/** The reference picker searches on the server and lists the chosen items in order. */
export const ReferencePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Материалы: Поиск по названию' }), 'Чат')
    await expect(await canvas.findByText('Найдено: 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Чат дизайнеров/ }))
    await userEvent.click(canvas.getByRole('button', { name: /Чат фронтендеров/ }))
    await expect(canvas.getByText('Выбрано: 2')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Материалы' })).toHaveTextContent(/Чат дизайнеров.*Чат фронтендеров/)
  },
}

/** The icon picker offers the uploaded icons. */
export const IconPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chat = await canvas.findByRole('radio', { name: 'icon-chat.svg' })
    // The radio is visually hidden behind its tile: click the tile, as a person does.
    await userEvent.click(chat.closest('label') as HTMLElement)
    await expect(chat).toBeChecked()
  },
}

/** A link set: external by default, then internal or a popup. */
export const LinkSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить ссылку' }))
    const kinds = canvas.getByRole('radiogroup', { name: 'Ссылка 1: Тип ссылки' })
    await expect(within(kinds).getByRole('radio', { name: 'Внешняя' })).toBeChecked()
    await userEvent.type(canvas.getByRole('textbox', { name: /^Адрес/ }), 'https://example.org')
    await userEvent.click(within(kinds).getByText('Внутри хаба'))
    // The page is chosen by name (the picker is fetched with its first internal link).
    const page = await canvas.findByRole('combobox', { name: 'Страница хаба' })
    await expect(page).toHaveValue('')
    await expect(page).toHaveAccessibleDescription(/^Страница не выбрана/)
  },
}

export const Dark: Story = { ...Default, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }
export const Phone: Story = { ...Default, tags: ['!dev', '!autodocs'], globals: phone }
export const Desktop: Story = { ...Default, tags: ['!dev', '!autodocs'], globals: desktop }
