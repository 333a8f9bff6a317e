import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { mockApi } from '../support/mock-api'
import { withSearchState, dialogGone, deleteRow } from './admin-story'
import { adminParameters, withAdminChrome } from './screen-sizes'

const PopupList = withSearchState(PopupListScreen)

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
    await deleteRow(canvasElement, deleteLabel, confirmLabel)
    await within(document.body).findByText(refused, {}, { timeout: 5000 })
    await waitFor(() => expect(within(document.body).getByText(refused)).toBeVisible(), { timeout: 5000 })
    await dialogGone()
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
