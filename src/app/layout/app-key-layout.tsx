import { QueryClientProvider } from '@tanstack/react-query'
import { Navigate, Outlet, useMatch, useRouteContext } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { trpc } from '@/api/trpc'
import { useHubThemeSync } from '@/app/hub-theme'
import { useAppKey } from '@/session/use-app-key'
import { useNavigation } from '@/session/use-navigation'
import { useScheduleRefresh } from '@/features/hub/schedule/use-schedule-refresh'
import { startedFor, startupAtom } from '@/app/startup-atoms'

/**
 * Once start-up found the hub: its theme stays applied, the tab title follows its name (start-up
 * has the navigation cached already), and its reads are read again when its schedule's next
 * boundary passes. A hub whose start-up finds no navigation after its kept screens were drawn (a
 * repeat visit to a hub removed since) goes to no-navigation at once, not to its reads' errors.
 */
function HubScreens() {
  const appKey = useAppKey()
  const navigation = startedFor(useAtomValue(startupAtom), appKey)?.navigation
  const found = navigation === 'found'
  const onNoNavigation = useMatch({ from: '/$appKey/no-navigation', shouldThrow: false }) !== undefined
  useHubThemeSync(found)
  const { title, nextChangeAt } = useNavigation(appKey, { enabled: found }).data ?? {}
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  useScheduleRefresh(nextChangeAt)
  if (navigation === 'missing' && !onNoNavigation) return <Navigate to="/$appKey/no-navigation" params={{ appKey }} replace />
  return <Outlet />
}

/**
 * Around every screen of a hub: the hub's own cache and API clients (hub-sessions.ts, chosen by the
 * route's app key in its beforeLoad), and its theme and title applied. Keyed by the app key: another
 * hub's screens mount afresh on its cache, never reusing this one's queries.
 */
export function AppKeyLayout() {
  const hub = useRouteContext({ from: '/$appKey' })
  return (
    <trpc.Provider key={hub.appKey} client={hub.apiClient} queryClient={hub.queryClient}>
      <QueryClientProvider client={hub.queryClient}>
        <HubScreens />
      </QueryClientProvider>
    </trpc.Provider>
  )
}
