import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSetAtom } from 'jotai'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PRIVATE_LINK_HINT_MS, privateLinkHintAtom } from '@/features/hub/links/overlay-atoms'
import { PrivateLinkHint } from '@/features/hub/links/private-link-hint'
import { holdTimers } from './play-helpers'

function HintHarness() {
  const bump = useSetAtom(privateLinkHintAtom)
  return (
    <div style={{ padding: 16 }}>
      <button type="button" onClick={() => bump((n) => n + 1)}>
        Показать подсказку
      </button>
      <PrivateLinkHint />
    </div>
  )
}

const meta = {
  title: 'Hub/Parts/PrivateLinkHint',
  component: PrivateLinkHint,
  render: () => <HintHarness />,
} satisfies Meta<typeof PrivateLinkHint>

export default meta
type Story = StoryObj<typeof meta>

const HINT = 'Не открылось? Сверни приложение'

/**
 * Shown after a private link, at rest: its 1500 ms timer is held so it stays to be looked at (the
 * lifetime is timed with fake timers in tests/ui/hub/category-screen.test.tsx).
 */
export const Shown: Story = {
  beforeEach: holdTimers(PRIVATE_LINK_HINT_MS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Показать подсказку' }))
    await waitFor(() => expect(canvas.getByText(HINT)).toBeVisible())
  },
}
