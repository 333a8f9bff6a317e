import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SubcategoryAccordion } from '@/features/hub/category/subcategory-accordion'
import { categories, category, section, sections, seedFile } from './fixtures'

const meta = {
  title: 'Hub/Parts/SubcategoryAccordion',
  component: SubcategoryAccordion,
  args: {
    subcategories: [
      category({ id: 11, title: 'Чаты и форум', roadType: 'section', icon: seedFile('icon-chat', 'icon'), sections }),
      category({
        id: 12,
        title: 'Расписание потоков',
        roadType: 'section',
        description: 'Когда и где занятия',
        sections: [section({ id: 3, title: 'Весенний поток' })],
      }),
      category({ id: 13, title: 'Пустой раздел', roadType: 'section', sections: [] }),
      categories.privateLink,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubcategoryAccordion>

export default meta
type Story = StoryObj<typeof meta>

/** Opening one item closes the other; an open item collapses on a second tap. Ends with the first item open. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = await canvas.findByRole('button', { name: /Чаты и форум/ })
    const second = canvas.getByRole('button', { name: /Расписание потоков/ })
    await userEvent.click(second)
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(second)
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(second)
    await userEvent.click(first)
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    // only section-type subcategories are accordion items
    await expect(canvas.getByRole('button', { name: /Клуб выпускников/ })).not.toHaveAttribute('aria-expanded')
  },
}

export const EmptyItemOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Пустой раздел/ }))
    await expect(await within(canvasElement).findByText('Пока пусто')).toBeVisible()
  },
}
