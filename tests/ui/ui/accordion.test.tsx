import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion, AccordionItem } from '@/ui/accordion'

function Example() {
  return (
    <Accordion>
      <AccordionItem value="a" trigger="Первый">
        Содержимое А
      </AccordionItem>
      <AccordionItem value="b" trigger="Второй">
        Содержимое Б
      </AccordionItem>
      <AccordionItem value="c" trigger="Третий">
        Содержимое В
      </AccordionItem>
    </Accordion>
  )
}

describe('Accordion', () => {
  it('opens one item at a time', async () => {
    render(<Example />)
    const [a, b] = [screen.getByRole('button', { name: 'Первый' }), screen.getByRole('button', { name: 'Второй' })]
    await userEvent.click(a)
    expect(a).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Первый' })).not.toHaveAttribute('inert')
    await userEvent.click(b)
    expect(b).toHaveAttribute('aria-expanded', 'true')
    expect(a).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Содержимое А').closest('[role="region"]')).toHaveAttribute('inert')
  })

  it('collapses the open item', async () => {
    render(<Example />)
    const a = screen.getByRole('button', { name: 'Первый' })
    await userEvent.click(a)
    await userEvent.click(a)
    expect(a).toHaveAttribute('aria-expanded', 'false')
  })

  it('links triggers and panels and works from the keyboard', async () => {
    render(<Example />)
    const a = screen.getByRole('button', { name: 'Первый' })
    expect(document.getElementById(a.getAttribute('aria-controls') ?? '')).toHaveTextContent('Содержимое А')
    a.focus()
    await userEvent.keyboard('{Enter}')
    expect(a).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Второй' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Третий' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(a).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Третий' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Третий' })).toHaveAttribute('aria-expanded', 'true')
    expect(a).toHaveAttribute('aria-expanded', 'false')
  })
})
