import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { paintHubTheme } from '@/app/hub-theme'
import type { StartupDeps } from '@/app/startup'
import { homeIsKept } from '@/features/hub/home/prefetch-home'
import { preloadOfflineViews } from '@/features/hub/offline/offline-views-lazy'
import { navigationInput } from '@/session/use-navigation'
import { whenIdle } from '@/ui/lazy-module'
import { restoreVisit } from './visit-cache'

const restored = new WeakMap<StartupDeps['queryClient'], string>()

/**
 * A repeat visit (issue 17): puts the hub's kept reads back (once into the hub's own cache) and, when the
 * screen can draw from them, lets it draw at once while start-up goes on behind it: the hub's
 * navigation is kept and it needs no subscription (whose reads wait for the token; an anonymous
 * read would only be refused), and for Home its categories are kept. Returns false when the screen
 * must wait for start-up as on a first visit. In a chunk of its own: a first visit never loads it.
 */
export function drawKept(deps: StartupDeps, appKey: string, storageKey: string, location: ParsedLocation): boolean {
  const { queryClient, utils } = deps
  if (restored.get(queryClient) !== storageKey) {
    restored.set(queryClient, storageKey)
    restoreVisit(queryClient, storageKey)
  }
  const navigation = utils.navigations.get.getData(navigationInput(appKey))
  const segment = location.pathname.split('/')[2]
  const home = segment === undefined || segment === ''
  if (!navigation || navigation.subscriptionChannelUrl || (home && !homeIsKept(utils))) return false
  paintHubTheme(deps)
  // The kept screen may have to say it is offline: its note's chunk comes while it still can.
  whenIdle(preloadOfflineViews)
  // Telegram's launch data (read and kept already) leaves the address, as start-up's redirect does.
  if (location.hash) redirect({ href: location.pathname + location.searchStr, replace: true, throw: true })
  return true
}
