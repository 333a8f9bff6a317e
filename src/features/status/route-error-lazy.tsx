import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazyModule, useLazyModule } from '@/ui/lazy-module'
import { LoaderScreen } from './loader-screen'

const routeError = lazyModule(() => import('./route-error-screen'))

/**
 * Every route's error screen (the router's defaultErrorComponent): RouteErrorScreen, fetched when
 * a screen fails rather than with the first screen; the loader shows for the moment that takes.
 */
export function RouteErrorLazy({ reset }: ErrorComponentProps) {
  const module = useLazyModule(routeError, true)
  return module ? <module.RouteErrorScreen reset={reset} /> : <LoaderScreen />
}
