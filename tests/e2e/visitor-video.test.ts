import { describe, expect, it } from 'vitest'
import { appPerFile } from './support/app-per-file'
import { homeCategory } from './support/locators'
import { DEMO, expectHome, expectNoErrors } from './support/visitor-journeys'
import { poll } from './support/waiting'

/**
 * The video modal, on the production build and the real server: the seeded clip plays, and closing
 * returns to Home.
 */
const e2e = appPerFile()
const { visit } = e2e

describe('Video', () => {
  it('opens the player with the seeded clip, which plays; closing returns to Home', async () => {
    const visitor = await visit('/demo', { platform: 'ios' })
    const { page } = visitor
    await expectHome(visitor)
    await homeCategory(page, 'Знакомство со школой').click()
    const dialog = page.getByRole('dialog', { name: 'Знакомство со школой' })
    await dialog.waitFor()
    const video = dialog.locator('video')
    expect(new URL((await video.getAttribute('src')) ?? '', e2e.app.baseUrl).pathname).toBe(DEMO.video)
    expect(await video.getAttribute('controls')).not.toBeNull()

    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      try {
        await element.play()
      } catch (error) {
        return { ok: false, error: String(error), readyState: element.readyState, code: element.error?.code ?? null }
      }
      return { ok: true, error: null, readyState: element.readyState, code: null }
    })
    expect(played).toMatchObject({ ok: true })
    await poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2)
    await poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0)
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640)

    await dialog.getByRole('button', { name: 'Закрыть' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expectHome(visitor)
    await homeCategory(page, 'Курсы').waitFor()
    expectNoErrors(visitor)
  })
})
