import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { mockApi, mockApiWith } from '../support/mock-api'
import { savedFirstByAnother } from './another-admin'
import { historySeed } from './history-story-support'
import { adminParameters, withAdminChrome } from './screen-sizes'

/** History on an edit screen: the History panel under the form, and the edit-conflict dialog. */
const meta = {
  title: 'Admin/History/Edit screen',
  component: MaterialEditScreen,
  decorators: [withAdminChrome],
  args: { id: 1 },
  parameters: { ...adminParameters, route: '/demo/admin/materials/edit/1', msw: mockApi(historySeed()) },
} satisfies Meta<typeof MaterialEditScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The panel opened: the material's newest entries (read only once opened), and a way to all of its history. */
export const HistoryPanelOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('heading', { level: 2, name: 'История' }))
    const list = await canvas.findByRole('list', { name: 'Изменения, сначала новые' }, { timeout: 5000 })
    await expect(within(within(list).getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(
      /^Материал «.+» · изменён · Анна Смирнова$/,
    )
    await expect(canvas.getByRole('link', { name: 'Вся история этой записи' })).toBeVisible()
  },
}

/**
 * Another admin saved the material after this form read it: the save answers 409 edit_conflict with
 * the stored record (its title «Их название»); the dialog says who and what differs, the form keeps the admin's values.
 */
export const EditConflict: Story = {
  parameters: {
    msw: mockApiWith([http.put('*/api/admin/materials/1', ({ request }) => savedFirstByAnother(request))]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByRole('textbox', { name: /Название/ })
    await userEvent.clear(title)
    await userEvent.type(title, 'Моё название')
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Запись изменили, пока вы её редактировали' },
      { timeout: 5000 },
    )
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(within(dialog).getByText(/Пока вы редактировали запись, её изменили: Иван/)).toBeVisible()
    const row = within(dialog).getByRole('row', { name: /Название/ })
    await expect(row).toHaveTextContent('«Моё название»')
    await expect(row).toHaveTextContent('«Их название»')
    await expect(title).toHaveValue('Моё название')
  },
}
