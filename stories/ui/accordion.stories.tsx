import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Accordion, AccordionItem } from '@/ui/accordion'

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    children: [
      <AccordionItem key="a" value="a" trigger="Как записаться?">Выберите курс и нажмите «Записаться».</AccordionItem>,
      <AccordionItem key="b" value="b" trigger="Сколько стоит?">Первый урок бесплатно.</AccordionItem>,
      <AccordionItem key="c" value="c" trigger="Будет ли сертификат?">Да, после итогового проекта.</AccordionItem>,
    ],
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const a = canvas.getByRole('button', { name: 'Как записаться?' })
    const b = canvas.getByRole('button', { name: 'Сколько стоит?' })
    await userEvent.click(a)
    await expect(a).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(b)
    await expect(a).toHaveAttribute('aria-expanded', 'false')
    await expect(b).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(b)
    await expect(b).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Как записаться?' }).focus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(canvas.getByRole('button', { name: 'Сколько стоит?' })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const InitiallyOpen: Story = { args: { defaultValue: 'b' } }

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'a' } }
