import { redirect } from '@tanstack/react-router'
import { parseStartParam, type StartScreen } from '@/api/contract/plain/start-param'
import type { TrpcUtils } from '@/api/trpc-utils'
import { categoryInput } from '@/features/hub/category/use-category'
import { warmHome } from '@/features/hub/home/prefetch-home'
import { sectionInput } from '@/features/hub/section/use-section'

/** What start-up is given for a hub (src/app's StartupDeps, as far as this needs it: the hub's reads). */
interface Deps {
  utils: TrpcUtils
}

/** Start-up for a hub: src/app's startApp, handed in (features do not import the app). */
type StartHub<D extends Deps> = (deps: D, appKey: string) => Promise<{ navigation: 'found' | 'missing' }>

async function isThere(utils: TrpcUtils, start: Exclude<StartScreen, { screen: 'home' }>): Promise<boolean> {
  try {
    if (start.screen === 'category') await utils.categories.get.ensureData(categoryInput(start.id))
    else await utils.sections.get.ensureData(sectionInput(start.id))
    return true
  } catch {
    // Unknown, hidden (outside its schedule), or not readable now: Home, with no error screen.
    return false
  }
}

/**
 * `/` opened with a start param that has parts after the app key (`demo__category_3`, a sharer's
 * `__r_<code>`, a campaign's `__c_<code>`: docs/decisions/sharing-and-deep-links.md,
 * docs/decisions/visits-and-sharing.md): starts the hub, checks that this visitor can read the screen
 * it names (the read its screen makes, so it draws at once), and goes there; back then leads Home
 * (the back action's fallback). Anything else lands on the hub's Home, parts it does not know
 * ignored. Every hub it sends to is started first: `/$appKey`'s guard then draws it and never hands
 * the param back to `/` (it once did for `demo__category_1__r_ZZZ`, read as an app key: "Too many
 * redirects"). Throws the redirect; returns when the param names no hub.
 */
export async function followDeepLink<D extends Deps>(param: string, hub: (appKey: string) => D, startHub: StartHub<D>): Promise<void> {
  const target = parseStartParam(param)
  if (!target) return
  const { appKey, start } = target
  const deps = hub(appKey)
  if (start.screen === 'home') await Promise.all([startHub(deps, appKey), warmHome(deps, appKey)])
  else if ((await startHub(deps, appKey)).navigation === 'found' && (await isThere(deps.utils, start))) {
    if (start.screen === 'category') redirect({ to: '/$appKey/category/$id', params: { appKey, id: start.id }, replace: true, throw: true })
    redirect({ to: '/$appKey/section/$id', params: { appKey, id: start.id }, replace: true, throw: true })
  }
  redirect({ to: '/$appKey', params: { appKey }, replace: true, throw: true })
}
