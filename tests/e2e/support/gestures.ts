import type { Locator, Page } from 'playwright-core'

/** Drags with the mouse (pointer events) from the middle of `target` straight down by `dy` px. */
export async function dragDown(page: Page, target: Locator, dy: number, options: { release?: boolean } = {}) {
  const box = await target.boundingBox()
  if (!box) throw new Error('drag target has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + dy, { steps: 10 })
  if (options.release ?? true) await page.mouse.up()
  return { x, y }
}

/** A real one-finger swipe down (CDP touch events, as a phone sends them) from the middle of `target`. */
export async function touchSwipeDown(page: Page, target: Locator, dy: number) {
  const box = await target.boundingBox()
  if (!box) throw new Error('swipe target has no box')
  const x = Math.round(box.x + box.width / 2)
  const y = Math.round(box.y + Math.min(box.height / 2, 60))
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    const steps = 10
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + Math.round((dy * i) / steps) }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}
