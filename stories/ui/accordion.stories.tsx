import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Accordion, AccordionItem } from '@/ui/accordion'

const meta = {
  title: 'Building blocks/Accordion',
  tags: ['autodocs'],
  component: Accordion,
  args: {
    children: [
      <AccordionItem key="a" value="a" trigger="Как записаться?">
        Выберите курс и нажмите «Записаться».
      </AccordionItem>,
      <AccordionItem key="b" value="b" trigger="Сколько стоит?">
        Первый урок бесплатно.
      </AccordionItem>,
      <AccordionItem key="c" value="c" trigger="Будет ли сертификат?">
        Да, после итогового проекта.
      </AccordionItem>,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

/** Opening one item closes the other, and an open item collapses on a second tap; ends with the second item open. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const a = await canvas.findByRole('button', { name: 'Как записаться?' })
    const b = canvas.getByRole('button', { name: 'Сколько стоит?' })
    await userEvent.click(a)
    await expect(a).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(a)
    await expect(a).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(a)
    await userEvent.click(b)
    await expect(a).toHaveAttribute('aria-expanded', 'false')
    await expect(b).toHaveAttribute('aria-expanded', 'true')
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    ;(await canvas.findByRole('button', { name: 'Как записаться?' })).focus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(canvas.getByRole('button', { name: 'Сколько стоит?' })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const InitiallyOpen: Story = { args: { defaultValue: 'b' } }
