import { createFileRoute } from '@tanstack/react-router'
import { redirectSearch } from '../../app/route-params'
import { finishStartup } from '../../app/startup-guard'
import { LoaderScreen } from '../../features/status/loader-screen'

export const Route = createFileRoute('/$appKey/loader')({
  validateSearch: redirectSearch,
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  loader: ({ context, params, deps }) => finishStartup(context, params.appKey, deps.redirect),
  pendingComponent: LoaderScreen,
  pendingMs: 0,
  component: LoaderScreen,
})
