import { createFileRoute, redirect } from '@tanstack/react-router'
import { languageSettled } from '@/app/language'
import { appKeyFrom, hubDeps, startApp, waitForStartParam } from '@/app/startup'
import { hubBackground } from '@/features/hub/background/background-lazy'
import { LoaderScreen } from '@/features/status/loader-screen'
import { NoNavigationLazy } from '@/features/status/no-navigation-lazy'

/** `/`: the app key comes from Telegram's start param (waited for up to 2000 ms), else from `?startapp=`. */
export const Route = createFileRoute('/')({
  // Not split: a split component would be fetched with the loader on every start at `/` (a deep link's too),
  // although the loader nearly always leaves for a hub; the no-navigation screen loads only when it shows.
  codeSplitGroupings: [],
  loader: async ({ context, location }) => {
    const param = await waitForStartParam(context.store, (location.search as { startapp?: unknown }).startapp)
    // A screen after the app key (`demo__category_3`): a chunk loaded only for such params goes there.
    if (param?.includes('__')) await (await hubBackground.preload()).followDeepLink(param, (appKey) => hubDeps(context, appKey), startApp)
    const appKey = appKeyFrom(param)
    if (appKey) redirect({ to: '/$appKey', params: { appKey }, replace: true, throw: true })
    // No hub to start: the no-navigation screen still paints in the visitor's language.
    await languageSettled(context.store)
  },
  pendingComponent: LoaderScreen,
  pendingMs: 0,
  component: NoNavigationLazy,
})
