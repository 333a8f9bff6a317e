import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CategoryList } from '@/features/hub/categories/category-list'
import { HubOverlays } from '@/features/hub/hub-overlays'
import { PRIVATE_LINK_HINT_MS } from '@/features/hub/links/overlay-atoms'
import { categories } from './fixtures'
import { holdTimers, stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Parts/CategoryList',
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

/** Road type link with a popup link: ends with the bottom sheet open. */
export const LinkToPopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /С чего начать/ }))
    await expect(await within(document.body).findByRole('dialog', { name: 'Добро пожаловать в «Код»!' })).toBeVisible()
  },
}

/** Road type video: ends with the modal player open. */
export const VideoModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Знакомство со школой/ }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Знакомство со школой' })
    await expect(dialog.querySelector('video')).toHaveAttribute('playsinline')
  },
}

/** A private channel link on android: ends with the hint showing (held, so it stays to be looked at). */
export const PrivateLinkOnAndroid: Story = {
  globals: { platform: 'android' },
  beforeEach: holdTimers(PRIVATE_LINK_HINT_MS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Клуб выпускников/ }))
    const hint = await canvas.findByText('Не открылось? Сверни приложение')
    await waitFor(() => expect(hint).toBeVisible())
  },
}
