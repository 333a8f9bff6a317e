import { createFileRoute } from '@tanstack/react-router'
import { AppKeyLayout } from '@/app/layout/app-key-layout'
import { guardStartup } from '@/app/startup-guard'
import { NoNavigationLazy } from '@/features/status/no-navigation-lazy'

export const Route = createFileRoute('/$appKey')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, params, location }) => guardStartup(context.store, params.appKey, location),
  component: AppKeyLayout,
  // A path inside a hub that names no screen: after start-up, so the page knows whether the hub works.
  notFoundComponent: NoNavigationLazy,
})
