import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BannerCarousel } from '@/features/hub/banners/banner-carousel'
import { HubOverlays } from '@/features/hub/hub-overlays'
import { banners } from './fixtures'

const meta = {
  title: 'Hub/Parts/BannerCarousel',
  component: BannerCarousel,
  args: { banners },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, overflow: 'hidden' }}>
        <Story />
        <HubOverlays />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Баннер 2 из 3' }))
    await expect(await within(document.body).findByRole('dialog')).toBeVisible()
  },
}

export const Single: Story = { args: { banners: banners.slice(0, 1) } }

/** No banners: renders nothing. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}
