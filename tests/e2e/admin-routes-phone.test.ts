import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { apiAs, type Api } from './support/admin-api'
import { appPerFile } from './support/app-per-file'
import { shoot } from './support/screenshots'

/**
 * Issue 30's walk: every admin route on a 390 px phone, in Russian and in English, fails on
 * horizontal overflow, on a visible interactive element under 44 × 44 px, and on visible text in
 * the other language than the one chosen. The hub's own records (titles, links, names) are allowed
 * in either language: the allow-list is made of the words of every record the admin API returns.
 */

const e2e = appPerFile()
const PHONE = { width: 390, height: 844 }

/** Words that are names in any language: products, formats, units, codes. */
const ALWAYS = new Set([
  'Telegram',
  'BotFather',
  // Telegram's apps as the statistics' platforms name them.
  'Android',
  'iOS',
  'Desktop',
  'macOS',
  'Web',
  'Unigram',
  'QR',
  'SVG',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
  'CSV',
  'XLSX',
  'UTC',
  'URL',
  'ID',
  'HEX',
  'RGB',
  'http',
  'https',
  'tg',
  'mailto',
])

/**
 * Routes whose small targets belong to a screen another branch is rebuilding; overflow and language
 * are still checked on them. None now: the statistics screen's were the last (issue 30).
 */
const TARGETS_PENDING: Record<string, string> = {}

const LISTS = [
  '/admin/categories',
  '/admin/sections',
  '/admin/materials',
  '/admin/popups',
  '/admin/banners',
  '/admin/buttons',
  '/admin/texts',
  '/admin/link-lists',
  '/admin/links',
  '/admin/themes',
  '/admin/admins',
  '/admin/files',
  '/admin/campaigns',
  '/admin/navigation',
  '/admin/welcome-gate',
  '/frontend-logs',
]

/** Every word of the hub's records (their names, titles and texts): allowed in either language. */
async function recordWords(api: Api): Promise<Set<string>> {
  const words = new Set(ALWAYS)
  const add = (body: unknown) => {
    for (const word of JSON.stringify(body ?? '').match(/[\p{L}][\p{L}\p{M}'’]*/gu) ?? []) words.add(word)
  }
  for (const path of LISTS) {
    // The hub's settings and its welcome gate: one object each, no list.
    if (path.includes('navigation') || path.includes('welcome-gate')) {
      add(await api.get<unknown>(path).catch(() => null))
      continue
    }
    const list = await api.get<{ data: { id: number }[] }>(`${path}?pagination[limit]=1000`).catch(() => null)
    add(list)
    // A record's own read holds what its list leaves out (a material's description, a link list's links).
    for (const { id } of list?.data ?? []) add(await api.get<unknown>(`${path}/${String(id)}`).catch(() => null))
  }
  add(await api.get<unknown>('/admin/files?pagination[limit]=1000&filter[type]=image').catch(() => null))
  // The statistics name the hub's sharers and campaigns (records of their own, in the visitors' words).
  add(await api.get<unknown>('/admin/stats').catch(() => null))
  return words
}

/** The routes to walk: every list and create screen, and one edit screen of each resource. */
async function adminRoutes(api: Api): Promise<string[]> {
  const first = async (path: string) => (await api.get<{ data: { id: number }[] }>(`${path}?pagination[limit]=1`)).data[0]?.id
  const [category, material, popup, admin] = await Promise.all([
    first('/admin/categories'),
    first('/admin/materials'),
    first('/admin/popups'),
    first('/admin/admins'),
  ])
  const routes = [
    '',
    '/category',
    '/category/create',
    `/category/edit/${String(category)}`,
    '/materials',
    '/materials/create',
    `/materials/edit/${String(material)}`,
    '/popup',
    '/popup/create',
    `/popup/edit/${String(popup)}`,
    '/banner',
    '/icons',
    '/theme',
    '/floatting-button',
    '/stats',
    '/campaigns',
    '/history',
    '/notifications',
    '/welcome-gate',
    '/hub-file',
    '/logs',
    '/access-users',
    '/access-users/create',
    `/access-users/edit/${String(admin)}`,
  ]
  return routes.map((route) => `/demo/admin${route}`)
}

interface Findings {
  overflow: number
  small: string[]
  foreign: string[]
}

/** What the page shows wrong now (run in the page). */
const inspect = (page: Page, language: 'ru' | 'en', allowed: string[]) =>
  page.evaluate(
    ({ language, allowed }) => {
      const allow = new Set(allowed)
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[hidden], [aria-hidden="true"]')
      }
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} «${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}»`
      // Targets: what a finger presses. A hidden native input is pressed through its label (which is then measured).
      const targets = new Set<Element>()
      for (const element of document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"], [role="tab"]')) {
        if (element.closest('[data-dev-toolbar]')) continue
        // A live preview's controls are inert: drawn, never pressed.
        if (element.closest('[inert]')) continue
        if (element instanceof HTMLInputElement && element.type === 'hidden') continue
        // A native input drawn by something else (opacity 0, or visually hidden at 1 px) is pressed through its label.
        let target: Element | null = element
        if (element instanceof HTMLInputElement) {
          const box = element.getBoundingClientRect()
          const hidden = box.width <= 2 && box.height <= 2
          const undersized = getComputedStyle(element).opacity === '0' && (box.width < 43.5 || box.height < 43.5)
          if (hidden || undersized) {
            // Any of its labels that is a full target will do (a file input's "Upload" button, beside its field's name).
            const labels = [element.closest('label'), ...(element.labels ?? [])].filter(
              (label): label is HTMLLabelElement => label !== null,
            )
            const big = labels.find((label) => {
              const area = label.getBoundingClientRect()
              return area.width >= 43.5 && area.height >= 43.5
            })
            target = big ?? labels[0] ?? (hidden ? null : element)
          }
        }
        if (!target) continue
        // A link inside a sentence is sized by its text (WCAG 2.5.8's inline exception).
        if (
          target instanceof HTMLAnchorElement &&
          target.parentElement?.closest('p') &&
          target.parentElement.textContent !== target.textContent
        )
          continue
        if (visible(target)) targets.add(target)
      }
      const small = [...targets]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width < 43.5 || box.height < 43.5
        })
        .map((element) => {
          const box = element.getBoundingClientRect()
          return `${name(element)} ${String(Math.round(box.width))}×${String(Math.round(box.height))}`
        })
      // Visible text: every text node's words, and the names of controls.
      const texts: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('script, style, [data-dev-toolbar], [translate="no"], code, pre') || !visible(parent)) continue
        texts.push(node.textContent ?? '')
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt]')) {
        if (!visible(element)) continue
        texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('placeholder') ?? '', element.getAttribute('alt') ?? '')
      }
      const other = language === 'ru' ? /[A-Za-z]/ : /[А-Яа-яЁё]/
      const foreign = new Set<string>()
      for (const text of texts) {
        // Links, @usernames and colour codes are names in any language; a hyphenated word is checked by its parts (QR-код).
        const clean = text
          .replace(/\b(?:https?:\/\/|t\.me\/|www\.)\S+/g, '')
          .replace(/@\w+/g, '')
          .replace(/#[0-9a-fA-F]{3,8}\b/g, '')
        for (const word of clean.match(/[\p{L}][\p{L}\p{M}'’]*/gu) ?? []) {
          if (other.test(word) && !allow.has(word) && !allow.has(word.replace(/['’]s$/, ''))) foreign.add(word)
        }
      }
      return { overflow: document.documentElement.scrollWidth - window.innerWidth, small, foreign: [...foreign] }
    },
    { language, allowed },
  )

describe('every admin route on a 390 px phone', { timeout: 600_000 }, () => {
  for (const language of ['ru', 'en'] as const) {
    it(`in ${language === 'ru' ? 'Russian' : 'English'}: no sideways scroll, no target under 44 × 44 px, no text in the other language`, async () => {
      const api = await apiAs(e2e.app, 1)
      const allowed = [...(await recordWords(api))]
      const routes = await adminRoutes(api)
      const { page } = await e2e.visit('/demo/admin', { userId: 1, platform: 'android', languageCode: language, viewport: PHONE })
      const problems: Record<string, Findings> = {}
      for (const route of routes) {
        await page.goto(`${e2e.app.baseUrl}${route}${new URL(page.url()).hash}`)
        await page.locator('#admin-page-title').waitFor()
        // Loaded: nothing busy and no skeleton left.
        await page
          .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 })
          .catch(() => undefined)
        await shoot(page, `admin-walk-${language}${route.replace(/\//g, '-')}`)
        const found = await inspect(page, language, allowed)
        if (TARGETS_PENDING[route]) found.small = []
        if (found.overflow > 0 || found.small.length > 0 || found.foreign.length > 0) problems[route] = found
      }
      expect(problems).toEqual({})
    })
  }
})
