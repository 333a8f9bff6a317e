import type { Globals, GlobalTypes } from 'storybook/internal/types'
import type { Language, Platform } from '@/session/session-atoms'
import { paintAccent } from '@/app/paint-theme'

/**
 * The toolbar switches: every story is seen in each theme, platform, language and accent colour
 * without a copy of it. A story pins one (`globals: { platform: 'android' }`) only where its state
 * is about it (the private-link hint shows on mobile platforms only).
 */
export const globalTypes: GlobalTypes = {
  theme: {
    description: 'Colour scheme (the hub theme’s type)',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light' },
        { value: 'dark', title: 'Dark' },
      ],
      dynamicTitle: true,
    },
  },
  platform: {
    description: 'Telegram client (ios, android and android_x are mobile: the private-link hint shows there)',
    toolbar: {
      title: 'Platform',
      icon: 'mobile',
      items: [
        { value: 'ios', title: 'iOS' },
        { value: 'android', title: 'Android' },
        { value: 'android_x', title: 'Android X' },
        { value: 'tdesktop', title: 'Telegram Desktop' },
        { value: 'web', title: 'Web' },
      ],
      dynamicTitle: true,
    },
  },
  language: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'ru', title: 'Русский' },
        { value: 'en', title: 'English' },
      ],
      dynamicTitle: true,
    },
  },
  accent: {
    description: 'The hub’s accent colour (its theme’s background colour)',
    toolbar: {
      title: 'Accent',
      icon: 'paintbrush',
      items: [
        { value: 'telegram', title: 'Telegram button colour' },
        { value: 'demo-light', title: 'demo, light theme #2481cc' },
        { value: 'demo-dark', title: 'demo, dark theme #8774e1' },
        { value: 'club', title: 'club #b45309' },
      ],
      dynamicTitle: true,
    },
  },
}

/**
 * The viewport toolbar's frames: a phone inside Telegram (the default), Telegram Desktop's mini-app
 * window and a desktop browser (the admin is also used there).
 */
export const viewports = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tdesktop: { name: 'Telegram Desktop (384 × 694)', styles: { width: '384px', height: '694px' }, type: 'desktop' },
  desktop: { name: 'Desktop browser (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const

export type ViewportName = keyof typeof viewports

/** A story's `globals` to show it in one of the viewports (the toolbar and the story tests follow it). */
export const atViewport = (name: ViewportName) => ({ viewport: { value: name, isRotated: false } })

export const initialGlobals: Globals = {
  theme: 'light',
  platform: 'ios',
  language: 'ru',
  accent: 'telegram',
  viewport: { value: 'phone', isRotated: false },
}

/** The accent presets: the seed hubs' themes (background = accent, text on it). */
const accents: Record<string, { background: string; text: string } | undefined> = {
  'demo-light': { background: '#2481cc', text: '#ffffff' },
  'demo-dark': { background: '#8774e1', text: '#ffffff' },
  club: { background: '#b45309', text: '#ffffff' },
}

const platforms: Platform[] = ['ios', 'android', 'android_x', 'tdesktop', 'web']

/**
 * The switches' values for a story. `parameters.language` (the harness's former way to pin a
 * language) still pins it, over the toolbar; new stories pin with `globals: { language: 'en' }`.
 */
export function storyGlobals(globals: Globals, parameters: Record<string, unknown> = {}) {
  const platform = platforms.find((value) => value === globals.platform) ?? 'ios'
  const language: Language = (parameters.language ?? globals.language) === 'en' ? 'en' : 'ru'
  return { dark: globals.theme === 'dark', platform, language, accent: accents[String(globals.accent)] ?? null }
}

/** What the app paints on <html> (paint-theme.ts, appearance.ts): the dark class, platform, accent, language. */
export function paintDocument(globals: Globals, parameters: Record<string, unknown> = {}): void {
  const { dark, platform, language, accent } = storyGlobals(globals, parameters)
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.dataset.platform = platform
  root.lang = language
  paintAccent(accent)
}

/*
 * A story that is a test, not a state to review (a copy in a theme, language or viewport the toolbar
 * already switches to, kept so `npm run test:stories` checks it: axe contrast in the dark theme,
 * English texts, the layout at a size) has `tags: ['!dev', '!autodocs']`: hidden from the sidebar
 * and the Docs pages, still a story test. (A literal: Storybook reads tags without running the file.)
 */
