import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { LinkInput } from '@/api/contract/links'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { mockApi, mockApiWith, refusing } from '../support/mock-api'
import { adminParameters, withAdminChrome } from './admin-story'

/** A link of type popup, as a material's or a button's form edits it. */
function PopupLink({ popupId = null }: { popupId?: number | null }) {
  const form = useForm<{ links: LinkInput[] }>({
    defaultValues: { links: [{ linkType: 'popup', internalUrl: '', externalUrl: '', popupId }] },
  })
  return (
    <FormProvider {...form}>
      <form aria-label="Ссылка на попап" style={{ padding: 16, maxWidth: 640 }}>
        <LinkSetField name="links" label="Ссылки" />
      </form>
    </FormProvider>
  )
}

const meta = {
  title: 'Admin/Popups/Picker',
  component: PopupLink,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials/create', msw: mockApi() },
} satisfies Meta<typeof PopupLink>

export default meta
type Story = StoryObj<typeof meta>

const picker = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Попап' })
const dialog = () => within(document.body).findByRole('dialog', { name: 'Новый попап' })
const nameBox = (modal: HTMLElement) => within(modal).getByRole('textbox', { name: /^Название/ })

/** A popup is chosen: "Открыть попап" leads to its editor. */
export const Chosen: Story = {
  args: { popupId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(async () => expect(await picker(canvasElement)).toHaveDisplayValue('Курс по дизайну'))
    await expect(canvas.getByRole('link', { name: 'Открыть попап' })).toHaveAttribute('href', '/demo/admin/popup/edit/2')
  },
}

/** Creating a popup without a name: the spec's message on the field, nothing sent. */
export const CreateRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await picker(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Новый попап' }))
    const modal = await dialog()
    await userEvent.type(nameBox(modal), '   ')
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }))
    await expect(await within(modal).findByText('Required')).toBeVisible()
    await expect(nameBox(modal)).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Creating a popup by name: it is created (the name trimmed), chosen in the link, and the dialog closes. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await picker(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Новый попап' }))
    const modal = await dialog()
    await userEvent.type(nameBox(modal), '  Осенняя акция  ')
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }))
    await waitFor(() => expect(modal).not.toBeInTheDocument())
    await expect(await picker(canvasElement)).toHaveDisplayValue('Осенняя акция')
    await expect(canvas.getByRole('link', { name: 'Открыть попап' })).toHaveAttribute('href', '/demo/admin/popup/edit/3')
  },
}

/** The server refuses the name (422): its message on the field, the dialog stays open. */
export const Server422: Story = {
  parameters: { msw: mockApiWith([refusing('post', '/admin/popups', { name: ['Popup name is taken'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await picker(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Новый попап' }))
    const modal = await dialog()
    await userEvent.type(nameBox(modal), 'Приветствие новичков')
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }))
    await expect(await within(modal).findByText('Popup name is taken')).toBeVisible()
    await expect(nameBox(modal)).toHaveAccessibleDescription('Popup name is taken')
  },
}
