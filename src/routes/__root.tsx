import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '@/app/layout/root-layout'
import type { RouterContext } from '@/app/router-context'
import { NoNavigationLazy } from '@/features/status/no-navigation-lazy'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC 2: any other path leads to the no-navigation page (its code loads when that happens).
  notFoundComponent: NoNavigationLazy,
})
