import type { Meta, StoryObj } from '@storybook/react-vite'
import { SectionList } from '@/features/hub/section/section-list'
import { sections } from './fixtures'

const meta = {
  title: 'Hub/Parts/SectionList',
  component: SectionList,
  args: { sections, label: 'Разделы' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionList>

export default meta
type Story = StoryObj<typeof meta>

/** A material section (to section detail) and a link section (opens its link). */
export const BothRoadTypes: Story = {}
