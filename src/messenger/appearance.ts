import { onEvent, postEvent, supportsVersion } from './bridge'
import { themeParamsOf, type ThemeParams } from './launch-params'

/** Telegram theme parameter -> the CSS variable the UI reads (tokens.css holds the defaults). */
const THEME_VARS: Record<string, string> = {
  bg_color: '--tg-bg',
  text_color: '--tg-text',
  hint_color: '--tg-hint',
  link_color: '--tg-link',
  button_color: '--tg-button',
  button_text_color: '--tg-button-text',
  secondary_bg_color: '--tg-secondary-bg',
  section_bg_color: '--tg-section-bg',
  destructive_text_color: '--tg-destructive',
  subtitle_text_color: '--tg-subtitle',
  section_separator_color: '--tg-separator',
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

function root() {
  return document.documentElement
}

export function ready(): void {
  postEvent('web_app_ready')
}

export function expand(): void {
  postEvent('web_app_expand')
}

/** Paints Telegram's header and the area around the app to match the page. */
export function setWindowColors(header: string, background: string): void {
  if (HEX.test(header)) {
    postEvent('web_app_set_header_color', supportsVersion('6.9') ? { color: header } : { color_key: 'bg_color' })
  }
  if (HEX.test(background) && supportsVersion('6.1')) postEvent('web_app_set_background_color', { color: background })
}

/** Writes Telegram's theme params over the defaults of tokens.css; null restores the defaults. */
export function applyThemeParams(params: ThemeParams | null): void {
  const style = root().style
  for (const [key, cssVar] of Object.entries(THEME_VARS)) {
    const value = params?.[key]
    if (value && HEX.test(value)) style.setProperty(cssVar, value)
    else style.removeProperty(cssVar)
  }
}

/** Relative luminance below one half counts as dark (how Telegram itself picks a colour scheme). */
export function isDarkColor(hex: string): boolean {
  if (!HEX.test(hex)) return false
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5
}

/** The colour scheme of Telegram's theme, or null when Telegram gave none. */
export function telegramScheme(params: ThemeParams): 'dark' | 'light' | null {
  const bg = params.bg_color
  return bg && HEX.test(bg) ? (isDarkColor(bg) ? 'dark' : 'light') : null
}

export function onThemeChanged(handler: (params: ThemeParams) => void): () => void {
  return onEvent('theme_changed', (data) => {
    if (typeof data.theme_params === 'object' && data.theme_params !== null) handler(themeParamsOf(data.theme_params))
  })
}

function px(value: unknown): string {
  return `${String(typeof value === 'number' && Number.isFinite(value) ? value : 0)}px`
}

function setInsets(prefix: string, data: Record<string, unknown>) {
  const style = root().style
  for (const side of ['top', 'right', 'bottom', 'left']) style.setProperty(`${prefix}-${side}`, px(data[side]))
}

/**
 * Feeds Telegram's safe areas and viewport into the CSS variables Telegram's own SDK would set
 * (`--tg-safe-area-inset-*`, `--tg-content-safe-area-inset-*`, `--tg-viewport-height`,
 * `--tg-viewport-stable-height`); tokens.css turns them into `--safe-*` and `--viewport-height`.
 */
export function watchViewport(): () => void {
  const unsubscribe = [
    onEvent('safe_area_changed', (data) => setInsets('--tg-safe-area-inset', data)),
    onEvent('content_safe_area_changed', (data) => setInsets('--tg-content-safe-area-inset', data)),
    onEvent('viewport_changed', (data) => {
      if (typeof data.height !== 'number') return
      root().style.setProperty('--tg-viewport-height', px(data.height))
      if (data.is_state_stable === true) root().style.setProperty('--tg-viewport-stable-height', px(data.height))
    }),
  ]
  postEvent('web_app_request_viewport')
  if (supportsVersion('8.0')) {
    postEvent('web_app_request_safe_area')
    postEvent('web_app_request_content_safe_area')
  }
  return () => unsubscribe.forEach((fn) => fn())
}

/** Closes the mini app (Telegram only). */
export function closeApp(): void {
  postEvent('web_app_close')
}
