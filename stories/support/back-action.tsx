import type { Decorator } from '@storybook/react-vite'
import { BackActionProvider } from '@/ui/back-control'

/** A plain browser around the story: the screen draws its own back control, which calls `action` (inside Telegram, Telegram's button goes back). */
export const outsideTelegram =
  (action: () => void): Decorator =>
  (Story) => (
    <BackActionProvider action={action}>
      <Story />
    </BackActionProvider>
  )
