import { createFileRoute } from '@tanstack/react-router'
import { AppKeyLayout } from '@/app/layout/app-key-layout'
import { guardStartup } from '@/app/startup-guard'
import { LoaderScreen } from '@/features/status/loader-screen'
import { NoNavigationLazy } from '@/features/status/no-navigation-lazy'

export const Route = createFileRoute('/$appKey')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, params, location }) => guardStartup(context, params.appKey, location),
  // Start-up runs in beforeLoad (guardStartup): the loader shows at once while it does, and goes
  // as soon as it is done (the router would otherwise keep a pending screen up for 500 ms at least).
  pendingComponent: LoaderScreen,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AppKeyLayout,
  // A path inside a hub that names no screen: after start-up, so the page knows whether the hub works.
  notFoundComponent: NoNavigationLazy,
})
