import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { Banner } from '@/api/contract/banners'
import type { Button } from '@/api/contract/buttons'
import type { Category } from '@/api/contract/categories'
import type { Navigation } from '@/api/contract/navigations'
import type { Theme } from '@/api/contract/themes'
import { readResponse } from '@/api/http'
import { routes } from '@/api/routes.gen'
import { shapeForScreens } from '@/api/visitor-shapes'
import { FirstPaintBack } from '@/features/hub/first-paint-back'
import { HomeFirstPaint } from '@/features/hub/home/home-first-paint'
import { openHubLink } from '@/features/hub/links/open-hub-link'
import type { HubLink } from '@/features/hub/links/link-target'
import { readLaunchParams } from '@/messenger/launch-params'
import { openExternalLink, openTelegramLink } from '@/messenger/links'
import { requiresSubscription } from '@/session/subscription'
import type { EarlyReads } from './early-reads'
import { paintTheme } from './paint-theme'
import { keptText, visitKeyFor } from './visit-cache/visit-key'

/**
 * Past this, the app runs whatever the first paint is waiting for (a slow read or image): from
 * then on the app's own loader and error screens are the better answer.
 */
const WAIT_AT_MOST_MS = 1500

type List<T> = { data: T[] }

/**
 * The first paint (docs/decisions/first-screen.md): landed on Home or a category with their reads
 * asked for by index.html, the entry draws the screen from their answers with React and the screen's
 * own parts, and main.tsx loads the app's code (router, query, API clients: app/boot.tsx) once that is
 * on screen. Resolves with what hands the screen over to the app (boot.tsx calls it once the app has
 * drawn its first screen), or undefined when there is nothing to draw first: another screen, a repeat
 * visit (the app draws the kept one at once), a hub that needs a subscription, a read that failed, an
 * empty Home.
 */
export function firstPaint(container: HTMLElement, win: Window = window): Promise<(() => void) | undefined> {
  const early = (win as Window & { __earlyReads?: EarlyReads }).__earlyReads
  const hub = early?.home ?? early?.category
  if (!early || !hub || keptText(visitKeyFor(readLaunchParams(), early.appKey) ?? '') !== null) return Promise.resolve(undefined)
  // Drawn once at most, and never after the app has been told there is nothing to take over.
  let settled = false
  let handOver: (() => void) | undefined
  const read = <T,>(url: string, operation: keyof typeof routes) => {
    const answer = early.responses[url]
    if (!answer) return Promise.reject(new Error(`${url} was taken`))
    // A clone: the app takes the answer itself (fetchWithEarlyReads), as it would without a first paint.
    return answer.then((response) =>
      readResponse(routes[operation], response.clone()).then((data) => shapeForScreens(operation, data, () => undefined) as T),
    )
  }
  const { home, category } = early
  const screen = home
    ? Promise.all([
        read<List<Category>>(home.categories, 'categories.list'),
        read<List<Banner>>(home.banners, 'banners.list'),
        read<List<Button>>(home.buttons, 'buttons.list'),
      ]).then(([categories, banners, buttons]) =>
        categories.data.length === 0 && !banners.data.some((banner) => banner.image) ? null : (
          <HomeFirstPaint
            categories={categories.data}
            banners={banners.data}
            button={buttons.data.find((button) => button.isActive) ?? null}
            onLink={openOutward}
          />
        ),
      )
    : category &&
      Promise.all([read<Category>(category.category, 'categories.get'), import('@/features/hub/category/category-first-paint')]).then(
        ([data, { CategoryFirstPaint }]) => <CategoryFirstPaint category={data} back={<FirstPaintBack />} onLink={openOutward} />,
      )
  const painted = Promise.all([
    read<Navigation>(hub.navigation, 'navigations.get'),
    read<List<Theme>>(hub.themes, 'themes.list'),
    screen,
  ]).then(([navigation, themes, drawing]) => {
    if (settled || requiresSubscription(navigation) || !drawing) return
    paintTheme(themes.data[0] ?? null, readLaunchParams()?.themeParams ?? {})
    const drawn = drawBeside(container, drawing, win)
    handOver = drawn.handOver
    return drawn.onScreen
  })
  const giveUp = new Promise<void>((resolve) => win.setTimeout(resolve, WAIT_AT_MOST_MS))
  return Promise.race([painted.catch(() => undefined), giveUp]).then(() => {
    settled = true
    // Drawn with its images still on their way: the app takes over what is drawn all the same.
    return handOver
  })
}

/**
 * Draws `screen` in a box of its own before the app's container, which stays hidden until the app
 * has drawn there. `onScreen` resolves once the box's eager images (the first banner and cards) are
 * painted, so that the app's start does not hold their paint back. `handOver` swaps the two in one
 * task (no empty frame) and gives the app a tap made meanwhile: the same place on the same layout
 * is the same card, which the app then opens.
 */
function drawBeside(container: HTMLElement, screen: ReactNode, win: Window) {
  const doc = win.document
  const box = doc.createElement('div')
  // What end-to-end tests wait on to know that the app runs (tests/e2e/support/visitor.ts).
  box.dataset.firstPaint = ''
  container.before(box)
  container.hidden = true
  let tapped: { x: number; y: number } | undefined
  const root = createRoot(box)
  // After React's own listener on the box: a link opened within the tap (openOutward) is not handed on.
  box.addEventListener('click', (event) => {
    const rect = (event.target as Element).closest('button')?.getBoundingClientRect()
    if (rect) tapped = outwardOpened ? undefined : { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    outwardOpened = false
  })
  flushSync(() => root.render(screen))
  const eager = [...box.querySelectorAll<HTMLImageElement>('img[loading="eager"]')]
  const onScreen = Promise.all(
    eager.map((image) =>
      Promise.resolve(image)
        .then((loaded) => loaded.decode())
        .catch(() => undefined),
    ),
  ).then(() => painted(win))
  const handOver = () => {
    root.unmount()
    box.remove()
    container.hidden = false
    if (tapped) doc.elementFromPoint(tapped.x, tapped.y)?.closest('button')?.click()
  }
  return { onScreen, handOver }
}

let outwardOpened = false

/**
 * A tap on a card whose link leaves the hub (a site, a Telegram link) opens it there and then, as the
 * app's opener does (features/hub/links/use-open-link.ts): the browser and Telegram let a page open
 * one only within the tap. Any other tap (a screen of the hub, a popup, a members-only card) is
 * handed to the app once it runs (drawBeside). Not counted in the statistics: the app is not there yet.
 */
function openOutward(links: readonly HubLink[] | undefined): void {
  openHubLink(links?.[0], {
    platform: readLaunchParams()?.platform ?? 'unknown',
    navigate: () => undefined,
    openPopup: () => undefined,
    openTelegramLink: (url) => {
      outwardOpened = true
      openTelegramLink(url)
    },
    openExternalLink: (url) => {
      outwardOpened = true
      openExternalLink(url)
    },
    // A private channel's hint is one of the app's overlays: a first paint has none.
    showPrivateLinkHint: () => undefined,
  })
}

/**
 * Resolves once what was just drawn is on screen: at the browser's next largest-paint entry (what
 * was drawn is the page's largest content so far), else after two frames where there is no such
 * entry (Safari), and at the latest after a quarter of a second.
 */
function painted(win: Window): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined
    const done = () => {
      observer?.disconnect()
      win.setTimeout(resolve)
    }
    try {
      observer = new PerformanceObserver(done)
      observer.observe({ type: 'largest-contentful-paint' })
    } catch {
      observer = undefined
      win.requestAnimationFrame(() => win.requestAnimationFrame(done))
    }
    win.setTimeout(done, 250)
  })
}
