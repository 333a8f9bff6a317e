import type { Theme } from '@/api/contract/themes'
import { applyThemeParams, setWindowColors, telegramScheme } from '@/messenger/appearance'
import type { ThemeParams } from '@/messenger/launch-params'

/**
 * Paints the page: the `dark` class from the hub's theme (or Telegram's scheme when the hub has
 * none), the accent variables from the theme, and Telegram's colours only when their scheme
 * matches, so an admin's dark theme is not undone by a light Telegram theme.
 */
export function paintTheme(theme: Theme | null, telegram: ThemeParams): void {
  const root = document.documentElement
  const scheme = telegramScheme(telegram)
  const dark = theme ? theme.type === 'dark' : scheme === 'dark'
  root.classList.toggle('dark', dark)
  applyThemeParams(scheme === null || scheme === (dark ? 'dark' : 'light') ? telegram : null)
  if (theme) {
    root.style.setProperty('--hub-accent', theme.backgroundColor)
    root.style.setProperty('--hub-accent-text', theme.textColor)
  } else {
    root.style.removeProperty('--hub-accent')
    root.style.removeProperty('--hub-accent-text')
  }
  const background = getComputedStyle(root).getPropertyValue('--tg-bg').trim()
  setWindowColors(background, background)
}
