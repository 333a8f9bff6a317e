import { createFileRoute, redirect } from '@tanstack/react-router'
import { languageSettled } from '@/app/language'
import { waitForStartParam } from '@/app/startup'
import { LoaderScreen } from '@/features/status/loader-screen'
import { NoNavigationScreen } from '@/features/status/no-navigation-screen'

/** `/`: the app key comes from Telegram's start param (waited for up to 2000 ms). */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const appKey = await waitForStartParam(context.store)
    if (appKey) redirect({ to: '/$appKey', params: { appKey }, replace: true, throw: true })
    // No hub to start: the no-navigation screen still paints in the visitor's language.
    await languageSettled(context.store)
  },
  pendingComponent: LoaderScreen,
  pendingMs: 0,
  component: NoNavigationScreen,
})
