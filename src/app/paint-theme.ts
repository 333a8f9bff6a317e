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
  paintAccent(theme && { background: theme.backgroundColor, text: theme.textColor })
  const background = getComputedStyle(root).getPropertyValue('--tg-bg').trim()
  setWindowColors(background, background)
}

/** The hub's accent colours on <html> (its theme's), or none: the default look's. Storybook paints its own with it. */
export function paintAccent(accent: { background: string; text: string } | null): void {
  const { style } = document.documentElement
  if (accent) {
    style.setProperty('--hub-accent', accent.background)
    style.setProperty('--hub-accent-text', accent.text)
  } else {
    style.removeProperty('--hub-accent')
    style.removeProperty('--hub-accent-text')
  }
}
