import { createFileRoute } from '@tanstack/react-router'
import { redirectSearch } from '@/app/route-params'
import { finishStartup } from '@/app/startup-guard'
import { LoaderScreen } from '@/features/status/loader-screen'

// `[loader]`: a bare `loader.tsx` would be read as the router's old `.loader` file suffix.
export const Route = createFileRoute('/$appKey/loader')({
  validateSearch: redirectSearch,
  loaderDeps: ({ search }) => ({ redirect: search.redirect }),
  // Always ends in a redirect, so only the pending screen is ever seen. (Giving `component`
  // the same LoaderScreen makes the code splitter drop the import the pending screen needs.)
  loader: ({ context, params, deps }) => finishStartup(context, params.appKey, deps.redirect),
  pendingComponent: LoaderScreen,
  pendingMs: 0,
})
