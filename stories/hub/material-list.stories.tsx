import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MaterialList } from '@/features/hub/materials/material-list'
import { materials } from './fixtures'
import { stubWindowOpen } from './play-helpers'

const meta = {
  title: 'Hub/Materials/MaterialList',
  component: MaterialList,
  args: { label: 'Материалы', materials: [materials.js, materials.git, materials.career, materials.terminal, materials.chatFront, materials.noIcon] },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  beforeEach: stubWindowOpen,
} satisfies Meta<typeof MaterialList>

export default meta
type Story = StoryObj<typeof meta>

/** Mixed display types: neighbours of one type group together. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // a material without a link is not a button
    await expect(canvas.queryByRole('button', { name: /Карьерная консультация/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /Основы JavaScript/ }))
    await expect(window.open).toHaveBeenCalledWith('https://kod-school.example', '_blank', 'noopener')
  },
}

export const Small: Story = { args: { materials: [materials.git, materials.career] } }

export const Large: Story = { args: { materials: [materials.js, materials.python] } }

export const Icon: Story = { args: { materials: [materials.terminal, materials.chatFront, materials.chatBack, materials.noIcon] } }

export const Dark: Story = { globals: { theme: 'dark' } }
