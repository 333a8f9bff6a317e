import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../app/layout/root-layout'
import type { RouterContext } from '../app/router-context'
import { NoNavigationScreen } from '../features/status/no-navigation-screen'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC 2: any other path leads to the no-navigation page.
  notFoundComponent: NoNavigationScreen,
})
