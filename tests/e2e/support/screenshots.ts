import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'

/** Where journeys photograph their screens: E2E_SHOTS=<dir> turns photographs on. */
const SHOTS = process.env.E2E_SHOTS

/** Photographs the page as it is now, as `<name>.png` (only when E2E_SHOTS names a folder). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** Photographs the page at the phone and desktop sizes, leaving it at the desktop size. */
export async function shootBothSizes(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await shoot(page, `${name}-${size}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
