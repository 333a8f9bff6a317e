import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { ComponentProps } from 'react'
import { materialDisplayType, type Material } from '@/api/contract/materials'
import { MaterialList } from '@/features/hub/materials/material-list'
import { selectOf } from '../support/controls'
import { materials } from './fixtures'
import { stubWindowOpen } from './play-helpers'

type ListArgs = ComponentProps<typeof MaterialList> & { displayType?: Material['displayType'] }

const meta = {
  title: 'Hub/Parts/MaterialList',
  component: MaterialList,
  args: {
    label: 'Материалы',
    materials: [materials.js, materials.git, materials.career, materials.terminal, materials.chatFront, materials.noIcon],
  },
  argTypes: { displayType: selectOf(materialDisplayType.options, 'Shows every material in this display type') },
  render: ({ displayType, materials: list, ...args }) => (
    <MaterialList {...args} materials={displayType ? list.map((material) => ({ ...material, displayType })) : list} />
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: stubWindowOpen,
} satisfies Meta<ListArgs>

export default meta
type Story = StoryObj<typeof meta>

/** Mixed display types: neighbours of one type group together. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const js = await canvas.findByRole('button', { name: /Основы JavaScript/ })
    // a material without a link is not a button
    await expect(canvas.queryByRole('button', { name: /Карьерная консультация/ })).toBeNull()
    await userEvent.click(js)
    // Opened within the tap (issue 29: no await between the tap and window.open).
    await expect(window.open).toHaveBeenCalledWith('https://kod-school.example', '_blank', 'noopener')
  },
}

export const Small: Story = { args: { materials: [materials.git, materials.career] } }

export const Large: Story = { args: { materials: [materials.js, materials.python] } }

export const Icon: Story = { args: { materials: [materials.terminal, materials.chatFront, materials.chatBack, materials.noIcon] } }
