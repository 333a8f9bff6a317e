import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CategoryList } from '@/features/hub/categories/category-list'
import { HubOverlays } from '@/features/hub/hub-overlays'
import { categories } from './fixtures'
import { expectNoDialog, stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Categories/CategoryList',
  component: CategoryList,
  args: { label: 'Разделы', categories: Object.values(categories) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
        <HubOverlays />
      </div>
    ),
  ],
  beforeEach: stubWindowOpen,
} satisfies Meta<typeof CategoryList>

export default meta
type Story = StoryObj<typeof meta>

/** Every display type and road type in one list. */
export const EveryType: Story = {}

/** Road type link with a popup link: the bottom sheet. */
export const LinkToPopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /С чего начать/ }))
    await expect(await within(document.body).findByRole('dialog', { name: 'Добро пожаловать в «Код»!' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
  },
}

/** Road type video: the modal player, closed with Escape. */
export const VideoModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Знакомство со школой/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Знакомство со школой' })
    await expect(dialog.querySelector('video')).toHaveAttribute('playsinline')
    await userEvent.keyboard('{Escape}')
    await expectNoDialog()
  },
}

/** A private channel link on android: the hint overlay. */
export const PrivateLinkOnAndroid: Story = {
  globals: { platform: 'android' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Клуб выпускников/ }))
    const hint = await canvas.findByText('Не открылось? Сверни приложение')
    await waitFor(() => expect(hint).toBeVisible())
    await waitFor(() => expect(canvas.queryByText('Не открылось? Сверни приложение')).toBeNull(), { timeout: 3000 })
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
