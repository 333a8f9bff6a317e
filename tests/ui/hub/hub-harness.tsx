import { createRoute, Outlet, type AnyRootRoute } from '@tanstack/react-router'
import { useMessengerBackButton } from '@/app/navigation/messenger-back-button'
import { CategoryScreen } from '@/features/hub/category/category-screen'
import { HomeScreen } from '@/features/hub/home/home-screen'
import { SectionScreen } from '@/features/hub/section/section-screen'
import { useScheduleRefresh } from '@/features/hub/schedule/use-schedule-refresh'
import { useNavigation } from '@/session/use-navigation'
import { renderWithSession, type SessionOptions } from '../support/render-with-session'

export { seedDemo as demo, seedCategoryId as categoryId, seedSectionId as sectionId } from '@stories/support/mock-api'
export { mockApiHandlers, seedWith } from '../support/mock-api-server'

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

/** The hub's three screens at their paths, as the app's route tree has them. */
function hubRoutes(root: AnyRootRoute) {
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
  return [home, category, section]
}

interface RenderOptions extends Pick<SessionOptions, 'platform' | 'language' | 'report'> {
  /** Mount Telegram's back button as the app's root layout does. */
  backButton?: boolean
  /** Watch the schedule's next boundary as the app's hub layout does. */
  scheduleWatch?: boolean
}

/** Renders the hub at `path` with the providers of the app, signed in as visitor 2 of `demo`. */
export async function renderHub(path: string, { backButton = false, scheduleWatch = false, ...session }: RenderOptions = {}) {
  const layout = backButton ? WithBackButton : scheduleWatch ? WithScheduleWatch : undefined
  return renderWithSession({ ...session, path, user: 2, routes: hubRoutes, layout })
}
