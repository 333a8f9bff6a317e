import type { Locator, Page } from 'playwright-core'

/** Where things are on the hub's screens, and what a page says about itself. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A name that starts with `title` (cards are named by their title followed by their description). */
export const startsWith = (title: string) => new RegExp(`^\\s*${escapeRegExp(title)}(\\s|$)`)

/** Home's category card (a button in the "Разделы"/"Sections" list). */
export function homeCategory(page: Page, title: string, listName = 'Разделы'): Locator {
  return page.getByRole('list', { name: listName }).getByRole('button', { name: startsWith(title) })
}

/** The floating button: the admin-coloured button fixed to the bottom of Home and section detail. */
export function floatingButton(page: Page, text: string): Locator {
  return page.getByRole('main').getByRole('button', { name: text, exact: true })
}

/** Pathname of the page, without the launch params Telegram leaves in the hash. */
export const pathnameOf = (page: Page) => new URL(page.url()).pathname

/** Rounded window.scrollY. */
export const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Whether a control inside an accordion panel is reachable: its panel takes space on screen and
 * the control can take focus (a collapsed, inert panel gives neither).
 */
export function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element: HTMLElement) => {
    const panel = element.closest('[role="region"]')
    const hasSpace = panel === null || panel.getBoundingClientRect().height > 1
    const previous = document.activeElement
    element.focus({ preventScroll: true })
    const focusable = document.activeElement === element
    if (focusable && previous instanceof HTMLElement) previous.focus({ preventScroll: true })
    else if (focusable) element.blur()
    return hasSpace && focusable
  })
}

/** Converts `#rrggbb` to the `rgb(r, g, b)` form getComputedStyle answers with. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`
}
