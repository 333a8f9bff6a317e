import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../tests/support/chromium'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
const errors: string[] = []
page.on('pageerror', (e) => errors.push(String(e)))
page.on('requestfailed', (r) => errors.push(`failed ${r.url()}`))
for (const [url, out, hash] of [
  ['http://localhost:5199/api/docs', '/tmp/oa/live.png', ''],
  [`file://${process.cwd()}/dist/api/index.html`, '/tmp/oa/static.png', ''],
  [`file://${process.cwd()}/dist/api/index.html#tag/Categories/operation/admin.categories.update`, '/tmp/oa/static-op.png', 'x'],
] as const) {
  await page.goto(url)
  await page.waitForSelector('h1, h2', { timeout: 30000 })
  await page.waitForTimeout(hash ? 2500 : 1000)
  await page.screenshot({ path: out })
  console.log(url, await page.title(), (await page.locator('h2').count()))
}
console.log('errors', errors)
await browser.close()
