import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ListSearch } from '@/features/admin/parts/list/list-search'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { mockApi } from '../support/mock-api'
import { adminParameters, withAdminChrome } from './screen-sizes'

function PopupList() {
  const [search, setSearch] = useState<ListSearch>({})
  return <PopupListScreen search={search} onSearchChange={setSearch} />
}

/** A business refusal (409 popup_in_use) worded by its code from the admin's catalogs, in each language. */
const meta = {
  title: 'Admin/Refusals',
  component: PopupList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/popup', msw: mockApi() },
} satisfies Meta<typeof PopupList>

export default meta
type Story = StoryObj<typeof meta>

/** Deletes the popup that links open, past the confirmation, and waits for the refusal's notice. */
const refusedDelete =
  (deleteLabel: string, confirmLabel: string, refused: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: deleteLabel }, { timeout: 5000 }))
    const dialog = await within(document.body).findByRole('dialog')
    const confirm = within(dialog).getByRole('button', { name: confirmLabel })
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 })
    await userEvent.click(confirm)
    await within(document.body).findByText(refused, {}, { timeout: 5000 })
    await waitFor(() => expect(within(document.body).getByText(refused)).toBeVisible(), { timeout: 5000 })
    // The dialog fades out: the accessibility check after the play must not meet it half gone.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 5000 })
  }

export const PopupInUseRussian: Story = {
  play: refusedDelete(
    'Удалить «Приветствие новичков»',
    'Удалить',
    /^Не удалось удалить «Приветствие новичков»: Попап «Приветствие новичков» открывают: /,
  ),
}

export const PopupInUseEnglish: Story = {
  globals: { language: 'en' },
  play: refusedDelete(
    'Delete “Приветствие новичков”',
    'Delete',
    /^Could not delete “Приветствие новичков”: Popup «Приветствие новичков» is opened by: /,
  ),
}
