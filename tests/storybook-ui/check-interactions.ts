/**
 * Every play function as designers see it: the static Storybook in Chromium, each story with a
 * play function opened through the manager (first by URL, then one after another through the
 * sidebar, without a reload), and each story's outcome read from the events the preview sends
 * the manager (the Interactions panel shows the same). Fails on a play function that throws, a
 * story that errors, and an unhandled error while playing; also when Storybook does not open on
 * the Introduction page, a docs page (Introduction, Design tokens, a building block's Docs) does
 * not render, or the toolbar's theme and language do not reach the preview.
 * Stories hidden from the sidebar (tag `!dev`: tests, not states to review) are left to `npm run test:stories`.
 *
 *   node --import tsx tests/storybook-ui/check-interactions.ts [--dir built-storybook] [--screenshots dir] [--only text]
 *
 * Without --dir it builds Storybook into a temporary directory first.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../support/chromium'
import { serveStatic } from './static-server'

interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  tags?: string[]
}

interface Outcome {
  id: string
  failures: string[]
  /** From selection to finished (a busy machine makes it longer; never asserted). */
  seconds?: number
}

/** What the preview tells the manager about the story it renders (storybook/internal/core-events). */
const WATCHED = [
  'storyFinished',
  'docsRendered',
  'playFunctionThrewException',
  'storyErrored',
  'storyThrewException',
  'storyMissing',
  'unhandledErrorsWhilePlaying',
]
/** Longest a story may take from selection to finished (its play function included). */
const STORY_TIMEOUT_MS = 30_000

const { values: options } = parseArgs({
  options: { dir: { type: 'string' }, screenshots: { type: 'string' }, only: { type: 'string' } },
})

function build(): string {
  const out = join(tmpdir(), `storybook-ui-${String(process.pid)}`)
  console.log(`Building Storybook into ${out}...`)
  const result = spawnSync('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', out], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('storybook build failed')
  return out
}

/**
 * The preview's events, as the manager receives them, collected in the page from the moment the
 * manager's channel exists (an init script), so the first story's outcome on first load is not missed.
 */
async function listen(page: Page) {
  await page.addInitScript((events) => {
    if (window !== window.top) return
    const target = window as unknown as {
      __events: { event: string; payload: unknown }[]
      __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: unknown) => void) => void }
    }
    target.__events = []
    // The manager may replace its channel while it starts: follow whichever channel is current.
    let attached: unknown = null
    setInterval(() => {
      const channel = target.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel || channel === attached) return
      attached = channel
      for (const event of events)
        channel.on(event, (payload) => target.__events.push({ event, payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown }))
    }, 5)
  }, WATCHED)
}

async function takeEvents(page: Page): Promise<{ event: string; payload: any }[]> {
  return page.evaluate(() => {
    const target = window as unknown as { __events: { event: string; payload: unknown }[] }
    return target.__events.splice(0)
  })
}

function describe(event: string, payload: any): string {
  if (event === 'storyFinished') {
    const failed = (payload.reporters as { type: string; status: string }[])
      .filter((report) => report.status === 'failed')
      .map((report) => report.type)
    return `finished with status ${String(payload.status)}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`
  }
  if (event === 'unhandledErrorsWhilePlaying')
    return `unhandled errors while playing: ${(payload as { message: string }[]).map((error) => error.message).join('; ')}`
  const message =
    typeof payload === 'object' && payload !== null && 'message' in payload ? String(payload.message) : JSON.stringify(payload)
  return `${event}: ${message.split('\n')[0] ?? ''}`
}

/** Selects a story as a designer does: its sidebar entry, expanding its group and component first. */
async function selectInSidebar(page: Page, entry: IndexEntry): Promise<void> {
  const item = page.locator(`[data-item-id="${entry.id}"]`)
  if ((await item.count()) === 0) {
    const parts = entry.id.split('--')[0]?.split('-') ?? []
    // Expand the collapsed ancestors, outermost first (group ids are prefixes of the component id).
    for (let length = 1; length <= parts.length; length++) {
      const ancestor = page.locator(
        `[data-item-id="${parts.slice(0, length).join('-')}"][data-nodetype="group"], [data-item-id="${parts.slice(0, length).join('-')}"][data-nodetype="component"]`,
      )
      if ((await ancestor.count()) > 0 && (await item.count()) === 0) {
        const expanded = await ancestor
          .first()
          .locator('[aria-expanded]')
          .first()
          .getAttribute('aria-expanded')
          .catch(() => null)
        if (expanded !== 'true') await ancestor.first().click()
      }
    }
  }
  await item.first().click()
}

async function waitForOutcome(page: Page, entry: IndexEntry): Promise<Outcome> {
  const started = Date.now()
  const failures: string[] = []
  const deadline = Date.now() + STORY_TIMEOUT_MS
  for (;;) {
    for (const { event, payload } of await takeEvents(page)) {
      const about = typeof payload === 'object' && payload !== null && 'storyId' in payload ? String(payload.storyId) : entry.id
      // A docs page draws its stories inline: any of their failures is the page's.
      if (about !== entry.id && entry.type === 'story') continue
      if (event === 'docsRendered') {
        if (entry.type !== 'docs' || payload !== entry.id) continue
        return { id: entry.id, failures, seconds: (Date.now() - started) / 1000 }
      }
      if (event === 'storyFinished') {
        if (entry.type === 'docs') continue
        if (payload.status !== 'success') failures.push(describe(event, payload))
        return { id: entry.id, failures, seconds: (Date.now() - started) / 1000 }
      }
      failures.push(describe(event, payload))
    }
    if (Date.now() > deadline)
      return {
        id: entry.id,
        failures: [...failures, `not finished after ${String(STORY_TIMEOUT_MS / 1000)} s`],
        seconds: STORY_TIMEOUT_MS / 1000,
      }
    await page.waitForTimeout(100)
  }
}

async function main(): Promise<number> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)')
  const dir = options.dir ? resolve(options.dir) : build()
  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
  const entries = Object.values(index.entries)
  const wanted = (entry: IndexEntry) => entry.tags?.includes('dev') && (!options.only || entry.id.includes(options.only))
  const stories = entries.filter((entry) => entry.type === 'story' && entry.tags?.includes('play-fn') && wanted(entry))
  const docs = entries.filter((entry) => entry.type === 'docs' && wanted(entry))
  if (options.screenshots) await mkdir(options.screenshots, { recursive: true })

  const server = await serveStatic(dir)
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const outcomes: Outcome[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await listen(page)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))

    // Storybook opens on the Introduction page.
    await page.goto(`${server.url}/index.html`)
    await page.waitForURL(/path=/, { timeout: 30_000 })
    const landing = new URL(page.url()).searchParams.get('path')
    if (landing !== '/docs/introduction--docs')
      outcomes.push({ id: 'landing page', failures: [`Storybook opened ${String(landing)}, not the Introduction page`] })

    const [first, ...rest] = stories
    if (!first) throw new Error('No story with a play function in the index')
    // First load: straight to a story's URL, as a shared link opens it.
    await page.goto(`${server.url}/index.html?path=/story/${first.id}`)
    await page.getByRole('tab', { name: 'Interactions' }).click()
    const record = async (entry: IndexEntry, outcome: Outcome) => {
      outcomes.push(outcome)
      console.log(`${outcome.failures.length ? 'FAIL' : 'pass'}  ${entry.title} › ${entry.name}  (${(outcome.seconds ?? 0).toFixed(1)} s)`)
      for (const failure of outcome.failures) console.log(`      ${failure}`)
      if (options.screenshots) await page.screenshot({ path: join(options.screenshots, `${entry.id}.png`) })
    }
    await record(first, await waitForOutcome(page, first))
    // Then one story after another without a reload, through the sidebar.
    for (const entry of rest) {
      await selectInSidebar(page, entry)
      await record(entry, await waitForOutcome(page, entry))
    }

    // The docs pages render (their inline stories included).
    for (const entry of docs) {
      await selectInSidebar(page, entry)
      await record(entry, await waitForOutcome(page, entry))
    }

    // The toolbar's switches reach the preview: dark theme and English on the last story.
    const last = stories[stories.length - 1] ?? first
    await page.goto(`${server.url}/index.html?path=/story/${last.id}&globals=theme:dark;language:en`)
    const preview = page.frameLocator('#storybook-preview-iframe')
    await preview
      .locator('html.dark[lang="en"]')
      .waitFor({ timeout: 30_000 })
      .then(
        () => undefined,
        () =>
          outcomes.push({ id: 'toolbar', failures: ['theme:dark;language:en did not reach the preview (<html class="dark" lang="en">)'] }),
      )
    if (pageErrors.length) outcomes.push({ id: 'manager', failures: pageErrors })
  } finally {
    await browser.close()
    await server.close()
    if (!options.dir) await rm(dir, { recursive: true, force: true })
  }

  const failed = outcomes.filter((outcome) => outcome.failures.length > 0)
  console.log(
    `\n${String(stories.length)} stories with a play function and ${String(docs.length)} docs pages opened in the Storybook UI; ${String(failed.length)} failed.`,
  )
  for (const outcome of failed) console.log(`  ${outcome.id}: ${outcome.failures.join(' | ')}`)
  return failed.length === 0 ? 0 : 1
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
