import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { createContext, useContext, useState, type ReactNode } from 'react'
import type { User } from '@/api/contract/auth'
import { createApiClient } from '@/api/trpc'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { appKeyAtom, languageAtom, platformAtom, tokenAtom, userAtom, type Language, type Platform } from '@/session/session-atoms'

export interface StoryShellProps {
  /** The story itself; it is rendered as the router's root so Link and useNavigate work. */
  children: ReactNode
  platform: Platform
  language: Language
  appKey: string
  token: string | null
  user: User | null
  /** The memory history's first entry. */
  route: string
}

const CurrentStory = createContext<ReactNode>(null)

function RenderStory() {
  return useContext(CurrentStory)
}

/**
 * A root that renders the story, and routes under `$appKey` (the app key's one source, as in the
 * app) with a catch-all, so a Link to any path resolves.
 */
function createStoryRouter(route: string) {
  const rootRoute = createRootRoute({ component: RenderStory })
  const hub = createRoute({ getParentRoute: () => rootRoute, path: '$appKey', component: () => null })
  const hubHome = createRoute({ getParentRoute: () => hub, path: '/', component: () => null })
  const inHub = createRoute({ getParentRoute: () => hub, path: '$', component: () => null })
  return createRouter({
    routeTree: rootRoute.addChildren([hub.addChildren([hubHome, inHub])]),
    history: createMemoryHistory({ initialEntries: [route] }),
  })
}

/**
 * Fresh jotai store, query client, API client and router for one story, so no state leaks
 * from one story (or test) to the next. Used by the global decorator in .storybook/preview.tsx.
 */
export function StoryShell({ children, platform, language, appKey, token, user, route }: StoryShellProps) {
  const [shell] = useState(() => {
    const store = createStore()
    store.set(platformAtom, platform)
    store.set(languageAtom, language)
    store.set(appKeyAtom, appKey)
    store.set(tokenAtom, token)
    store.set(userAtom, user)
    const queryClient = createQueryClient()
    const defaults = queryClient.getDefaultOptions()
    // Error stories must show the error at once, not after a retry.
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
    const apiClient = createApiClient({
      baseUrl: '/api',
      appKey: () => store.get(appKeyAtom),
      token: () => store.get(tokenAtom),
      cookies: () => document.cookie,
    })
    return { store, queryClient, apiClient, router: createStoryRouter(route) }
  })
  return (
    <AppProviders store={shell.store} queryClient={shell.queryClient} apiClient={shell.apiClient}>
      <CurrentStory.Provider value={children}>
        <RouterProvider router={shell.router} />
      </CurrentStory.Provider>
    </AppProviders>
  )
}
