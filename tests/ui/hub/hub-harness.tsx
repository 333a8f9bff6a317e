import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createStore } from 'jotai'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { seedData } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { createApiClient } from '@/api/trpc'
import { useMessengerBackButton } from '@/app/navigation/messenger-back-button'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { languageAtom, platformAtom, tokensAtom, type Platform } from '@/session/session-atoms'
import { CategoryScreen } from '@/features/hub/category/category-screen'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { SectionScreen } from '@/features/hub/section/section-screen'
import { linkOpener } from '@/features/hub/links/link-opener-lazy'
import { loadLanguage } from '@/i18n/language-packs'
import { useScheduleRefresh } from '@/features/hub/schedule/use-schedule-refresh'
import { useNavigation } from '@/session/use-navigation'
import { httpConfigFor } from '@/session/http-config'

export { mockApiHandlers, seedWith } from '../support/mock-api-server'

export function demo(data: Data = seedData()) {
  const app = data.apps.demo
  if (!app) throw new Error('The seed has no demo app')
  return app
}

export function categoryId(title: string, data: Data = seedData()): number {
  const found = demo(data).categories.find((category) => category.title === title)
  if (!found) throw new Error(`No category "${title}" in the seed`)
  return found.id
}

export function sectionId(title: string, data: Data = seedData()): number {
  const found = demo(data).sections.find((section) => section.title === title)
  if (!found) throw new Error(`No section "${title}" in the seed`)
  return found.id
}

// jsdom has no scrolling; the router restores scroll on navigation.
window.scrollTo = () => undefined

/** The app's root layout does this: Telegram's back button for the current route (and open overlays). */
function WithBackButton() {
  useMessengerBackButton()
  return <Outlet />
}

/** The app's hub layout does this: the visitor reads are read again when the schedule's next boundary passes. */
function WithScheduleWatch() {
  useScheduleRefresh(useNavigation('demo').data?.nextChangeAt)
  return <Outlet />
}

function createHubRouter(path: string, backButton: boolean, scheduleWatch = false) {
  const root = createRootRoute({ component: backButton ? WithBackButton : scheduleWatch ? WithScheduleWatch : Outlet })
  const home = createRoute({ getParentRoute: () => root, path: '$appKey', component: () => <HomeScreen /> })
  const category = createRoute({
    getParentRoute: () => root,
    path: '$appKey/category/$id',
    component: function Category() {
      const { id } = category.useParams()
      return <CategoryScreen key={id} categoryId={Number(id)} />
    },
  })
  const section = createRoute({
    getParentRoute: () => root,
    path: '$appKey/section/$id',
    component: function Section() {
      const { id } = section.useParams()
      return <SectionScreen key={id} sectionId={Number(id)} />
    },
  })
  return createRouter({
    routeTree: root.addChildren([home, category, section]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
}

interface RenderOptions {
  platform?: Platform
  language?: 'ru' | 'en'
  /** Mount Telegram's back button as the app's root layout does. */
  backButton?: boolean
  /** Where the client reports records it left out (the app's error reporter). */
  report?: (reason: unknown) => void
  /** Watch the schedule's next boundary as the app's hub layout does. */
  scheduleWatch?: boolean
  /** Load the link opener's chunk first, as the app does a while after Home (warm-first-taps.ts): links open in the tap itself. */
  warmLinks?: boolean
}

/** Renders the hub at `path` with the providers of the app, signed in as visitor 2 of `demo`. */
export async function renderHub(
  path: string,
  { platform = 'ios', language = 'ru', backButton = false, report, scheduleWatch, warmLinks = true }: RenderOptions = {},
) {
  if (warmLinks) await linkOpener.preload()
  const store = createStore()
  store.set(platformAtom, platform)
  // As the app does: a language is switched to once its catalogs are in (only Russian is bundled).
  await loadLanguage(language)
  store.set(languageAtom, language)
  store.set(tokensAtom, { demo: await issueToken({ sub: 2, app: 'demo' }, DEV_BOT_TOKEN, new Date()) })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const apiClient = createApiClient(httpConfigFor(store, 'demo', { baseUrl: `${window.location.origin}/api`, report }))
  const router = createHubRouter(path, backButton, scheduleWatch)
  const view = render(
    <AppProviders store={store} queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, store, queryClient }
}
