import type { Page } from 'playwright-core'

/**
 * Times a hint's life inside the page (so test-runner latency does not count): resolves a
 * handle whose `read()` gives when text matching `text` appeared and disappeared (ms, page clock).
 */
export async function watchText(page: Page, text: string) {
  await page.evaluate((needle) => {
    const state = { shownAt: null as number | null, hiddenAt: null as number | null, shows: 0 }
    ;(window as unknown as { __watch: typeof state }).__watch = state
    let present = document.body.innerText.includes(needle)
    const check = () => {
      const now = document.body.innerText.includes(needle)
      if (now && !present) {
        state.shows += 1
        state.shownAt = performance.now()
        state.hiddenAt = null
      }
      if (!now && present) state.hiddenAt = performance.now()
      present = now
    }
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, text)
  return {
    read: () =>
      page.evaluate(() => (window as unknown as { __watch: { shownAt: number | null; hiddenAt: number | null; shows: number } }).__watch),
  }
}
