import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BannerCarousel } from '@/features/hub/banners/banner-carousel'
import { HubOverlays } from '@/features/hub/hub-overlays'
import { atViewport } from '../support/story-globals'
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

/** Position dots: the first marked; a dot scrolls to its banner and is marked then. */
export const PositionDots: Story = {
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = await canvas.findByRole('button', { name: 'Показать баннер 1 из 3' })
    await expect(first).toHaveAttribute('aria-current', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Показать баннер 3 из 3' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Показать баннер 3 из 3' })).toHaveAttribute('aria-current', 'true'))
    await expect(first).not.toHaveAttribute('aria-current')
    const list = canvas.getByRole('list', { name: 'Баннеры' })
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0))
  },
}

export const PositionDotsEnglish: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show banner 1 of 3' })).toHaveAttribute('aria-current', 'true')
  },
}

/** One banner: no dots. */
export const Single: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list')
    await expect(within(canvasElement).queryByRole('button', { name: /Показать баннер/ })).toBeNull()
  },
}

/** No banners: renders nothing. */
export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}
