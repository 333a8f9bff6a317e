import { vi } from 'vitest'

/** Spies for the messenger bridge; test files pass these to vi.mock. */
export const messenger = {
  openExternalLink: vi.fn<(url: string) => void>(),
  openTelegramLink: vi.fn<(url: string) => void>(),
  impactLight: vi.fn<() => void>(),
}
