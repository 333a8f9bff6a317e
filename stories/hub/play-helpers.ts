import { expect, spyOn, waitFor } from 'storybook/test'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'

/** Outside Telegram links open in a new tab; stories keep the test browser on one page. */
export function stubWindowOpen() {
  const spy = spyOn(window, 'open').mockImplementation(() => null)
  return () => spy.mockRestore()
}

function demoApp(data: Data) {
  const app = data.apps.demo
  if (!app) throw new Error('The seed has no demo app')
  return app
}

export function seedCategoryId(title: string, data: Data = seedData()): number {
  const found = demoApp(data).categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}

export function seedSectionId(title: string, data: Data = seedData()): number {
  const found = demoApp(data).sections.find((section) => section.title === title)
  if (!found) throw new Error(`No section "${title}" in the seed`)
  return found.id
}

function sheetHandle(): Element {
  const handle = document.querySelector('[data-sheet-handle]')
  if (!handle) throw new Error('No bottom sheet handle on the page')
  return handle
}

function pointer(type: string, clientY: number) {
  return new PointerEvent(type, { bubbles: true, cancelable: true, clientY, clientX: 100, button: 0, pointerId: 1, pointerType: 'touch', isPrimary: true })
}

/** Drags the open bottom sheet's grip down by `distance` px in a few steps, then lets go. */
export async function swipeSheetDown(distance: number) {
  const handle = sheetHandle()
  const start = 200
  handle.dispatchEvent(pointer('pointerdown', start))
  for (const step of [0.25, 0.5, 0.75, 1]) {
    handle.dispatchEvent(pointer('pointermove', start + distance * step))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  handle.dispatchEvent(pointer('pointerup', start + distance))
}

/** Waits until no dialog is on the page (closing animations included). */
export async function expectNoDialog() {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 2000 })
}
