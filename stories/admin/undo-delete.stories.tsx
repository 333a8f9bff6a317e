import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { seeder } from '@mock-api/store/seed-builder'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { mockApi, seedWith } from '../support/mock-api'
import { withSearchState, dialogGone, deleteRow } from './admin-story'
import { adminParameters, withAdminChrome } from './screen-sizes'

const MaterialsList = withSearchState(MaterialsListScreen)

/** The demo hub with «Черновик», a material nothing uses. */
const draftSeed = () =>
  seedWith((data) => {
    const app = data.apps.demo!
    seeder(app).material({ title: 'Черновик', displayType: 'icon' })
  })

/** Undo after a delete (issue 19): the success notice's "Отменить" restores the record from the audit log. */
const meta = {
  title: 'Admin/History/Undo delete',
  component: MaterialsList,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/materials', msw: mockApi(draftSeed()) },
} satisfies Meta<typeof MaterialsList>

export default meta
type Story = StoryObj<typeof meta>

export const UndoDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(document.body)
    await deleteRow(canvasElement, 'Удалить «Черновик»')
    await userEvent.click(await body.findByRole('button', { name: 'Отменить' }, { timeout: 5000 }))
    await body.findByText('Восстановлено: «Черновик»', {}, { timeout: 5000 })
    await expect(await canvas.findByRole('button', { name: 'Удалить «Черновик»' }, { timeout: 5000 })).toBeVisible()
    await dialogGone()
  },
}
