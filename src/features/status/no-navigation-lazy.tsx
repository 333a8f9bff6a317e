import { lazyModule, useLazyModule } from '@/ui/lazy-module'
import { LoaderScreen } from './loader-screen'

const noNavigation = lazyModule(() => import('./no-navigation-screen'))

/**
 * The root's not-found screen (a path that leads nowhere): NoNavigationScreen, fetched when it is
 * needed rather than with the first screen; the loader shows for the moment that takes.
 */
export function NoNavigationLazy() {
  const module = useLazyModule(noNavigation, true)
  return module ? <module.NoNavigationScreen /> : <LoaderScreen />
}
