import type { Dialog, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, idByTitle } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { poll } from './support/waiting'

/**
 * Issue 19, drafts that survive, on the production build and the real server: an admin half-fills
 * a material form, the page reloads (a crash, Telegram closing the app), the form offers the
 * unsaved values back, and once restored and saved they are on the server.
 */
const e2e = appPerFile()
const { visit } = e2e

const options = { userId: 1, platform: 'tdesktop', viewport: { width: 1280, height: 800 } } as const

/** The keys the app keeps drafts under in the page's localStorage. */
const localDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hubdraft')))

/** Reloads a page whose form has unsaved values: the browser's "leave site?" question is answered yes. */
async function reload(page: Page) {
  const leave = (dialog: Dialog) => void dialog.accept()
  page.on('dialog', leave)
  await page.reload()
  page.off('dialog', leave)
}

async function halfFillAndReload(page: Page, title: string, kept: () => Promise<unknown>) {
  const field = page.getByLabel(/^Название/)
  await field.waitFor()
  await field.fill(title)
  await poll(kept).toBeTruthy()
  await reload(page)
}

async function restoreAndSave(page: Page, title: string) {
  const offer = page.getByRole('region', { name: 'Несохранённые изменения' })
  await offer.waitFor()
  expect(await offer.textContent()).toMatch(/Остались с /)
  await offer.getByRole('button', { name: 'Вернуть' }).click()
  expect(await page.getByLabel(/^Название/).inputValue()).toBe(title)
  await page.getByRole('button', { name: 'Сохранить' }).click()
}

describe('drafts of admin forms', () => {
  it('a half-filled material form survives a reload: restored and saved, the value is on the server', async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/materials', 'Python с нуля')
    const { page } = await visit(`/demo/admin/materials/edit/${String(id)}`, options)
    const title = 'Python с нуля (черновик после перезагрузки)'

    await halfFillAndReload(page, title, async () => (await localDrafts(page)).length > 0)
    await restoreAndSave(page, title)
    await poll(async () => (await api.get<{ data: { title: string } }>(`/admin/materials/${String(id)}`)).data.title).toBe(title)
    // Saved: the draft is gone.
    await poll(() => localDrafts(page)).toEqual([])
  })

  it("inside Telegram the draft is kept in the client's CloudStorage, not in the web view's localStorage", async () => {
    const api = await apiAs(e2e.app, 1)
    const id = await idByTitle(api, '/admin/materials', 'Git за один вечер')
    const visitor = await visit(`/demo/admin/materials/edit/${String(id)}`, options)
    const { page, context } = visitor
    // A Telegram client (Mini Apps 8.0, as the launch says) answering CloudStorage calls; what it
    // keeps outlives the page, as the client's cloud does (here: under its own localStorage prefix).
    await context.addInitScript(() => {
      const cloud = (key: string) => `e2e-cloud:${key}`
      Object.defineProperty(window, 'TelegramWebviewProxy', {
        configurable: true,
        value: {
          postEvent(type: string, raw: string) {
            if (type !== 'web_app_invoke_custom_method') return
            const { req_id, method, params } = JSON.parse(raw) as {
              req_id: string
              method: string
              params: { key?: string; value?: string; keys?: string[] }
            }
            let result: unknown = true
            if (method === 'saveStorageValue') localStorage.setItem(cloud(params.key ?? ''), params.value ?? '')
            else if (method === 'deleteStorageValues') for (const key of params.keys ?? []) localStorage.removeItem(cloud(key))
            else if (method === 'getStorageValues')
              result = Object.fromEntries((params.keys ?? []).map((key) => [key, localStorage.getItem(cloud(key)) ?? '']))
            else if (method === 'getStorageKeys')
              result = Object.keys(localStorage)
                .filter((key) => key.startsWith('e2e-cloud:'))
                .map((key) => key.slice('e2e-cloud:'.length))
            setTimeout(() => {
              const receive = (window as { Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } }).Telegram?.WebView
                ?.receiveEvent
              receive?.('custom_method_invoked', { req_id, result })
            })
          },
        },
      })
    })
    await reload(page)
    const cloudDrafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('e2e-cloud:hubdraft')))
    const title = 'Git за один вечер (черновик в Telegram)'

    await halfFillAndReload(page, title, async () => (await cloudDrafts()).length > 0)
    expect(await localDrafts(page)).toEqual([])
    await restoreAndSave(page, title)
    await poll(async () => (await api.get<{ data: { title: string } }>(`/admin/materials/${String(id)}`)).data.title).toBe(title)
    await poll(cloudDrafts).toEqual([])
  })
})
