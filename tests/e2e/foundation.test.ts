import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'

const e2e = appPerFile()

describe('foundation journey', () => {
  it('opens /demo as Telegram would and shows the seeded hub', async () => {
    const { page, errors } = await e2e.visit('/demo')
    await page.waitForURL(/\/demo$/)
    const seeded = await fetch(`${e2e.app.baseUrl}/api/categories?filter[root]=1`, { headers: { 'X-App-Key': 'demo' } }).then(
      (r) => r.json() as Promise<{ data: { title: string }[] }>,
    )
    for (const category of seeded.data.slice(0, 3)) {
      await page.getByText(category.title, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 })
    }
    expect(errors).toEqual([])
  })

  it('serves the OpenAPI document next to the app', async () => {
    const doc = (await fetch(`${e2e.app.baseUrl}/api/openapi.json`).then((r) => r.json())) as { openapi: string }
    expect(doc.openapi).toBe('3.1.0')
  })
})
