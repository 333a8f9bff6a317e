import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Image } from '@/ui/image'

const meta = {
  title: 'Building blocks/Image',
  tags: ['autodocs'],
  component: Image,
  args: { src: '/seed/banner-courses.svg', alt: 'Курсы школы «Код»', width: 1200, height: 600 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

/** Lazy by default; reserves its box from width/height and fades in once loaded. */
export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img', { name: 'Курсы школы «Код»' })
    await expect(img).toHaveAttribute('loading', 'lazy')
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'), { timeout: 3000 })
  },
}

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img')).toHaveAttribute('loading', 'eager')
  },
}

export const Cover: Story = {
  args: { cover: true },
  decorators: [
    (Story) => (
      <div style={{ width: 200, height: 200 }}>
        <Story />
      </div>
    ),
  ],
}
