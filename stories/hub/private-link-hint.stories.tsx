import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSetAtom } from 'jotai'
import { expect, userEvent, waitFor, within } from 'storybook/test'
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

/** Shows for about 1500 ms, then goes. */
export const ShowsFor1500ms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    const shownAt = performance.now()
    await waitFor(() => expect(canvas.getByText(HINT)).toBeVisible())
    await waitFor(() => expect(canvas.queryByText(HINT)).toBeNull(), { timeout: 3000 })
    await expect(performance.now() - shownAt).toBeGreaterThan(1300)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
  },
}
