import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSetAtom } from 'jotai'
import { expect, userEvent, within } from 'storybook/test'
import { privateLinkHintAtom } from '@/features/hub/links/overlay-atoms'
import { PrivateLinkHint } from '@/features/hub/links/private-link-hint'

function HintHarness() {
  const bump = useSetAtom(privateLinkHintAtom)
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => bump((n) => n + 1)}>Показать подсказку</button>
      <PrivateLinkHint />
    </div>
  )
}

const meta = {
  title: 'Hub/PrivateLinkHint',
  component: PrivateLinkHint,
  render: () => <HintHarness />,
} satisfies Meta<typeof PrivateLinkHint>

export default meta
type Story = StoryObj<typeof meta>

const HINT = 'Не открылось? Сверни приложение'

/**
 * Shown after a private link; it goes after 1500 ms (timed with fake timers in
 * tests/ui/hub/category-screen.test.tsx: a wall-clock check here would fail on a busy machine).
 */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button'))
    await expect(await canvas.findByText(HINT)).toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'))
  },
}
