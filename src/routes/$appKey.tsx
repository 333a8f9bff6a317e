import { createFileRoute } from '@tanstack/react-router'
import { AppKeyLayout } from '@/app/layout/app-key-layout'
import { guardStartup } from '@/app/startup-guard'

export const Route = createFileRoute('/$appKey')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, params, location }) => guardStartup(context.store, params.appKey, location),
  component: AppKeyLayout,
})
