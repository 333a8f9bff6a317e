import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useHubThemeSync } from '@/app/hub-theme'
import { appKeyAtom } from '@/session/session-atoms'
import { useNavigation } from '@/session/use-navigation'
import { useScheduleRefresh } from '@/features/hub/schedule/use-schedule-refresh'
import { isStartedFor, startupAtom } from '@/app/startup-atoms'

/**
 * The tab title follows the hub's name (start-up has the navigation cached already), and the
 * hub's reads are read again when its schedule's next boundary passes.
 */
function useHubTitle() {
  const appKey = useAtomValue(appKeyAtom) ?? ''
  const started = useAtomValue(startupAtom)
  const found = isStartedFor(started, appKey) && started.navigation === 'found'
  const { title, nextChangeAt } = useNavigation(appKey, { enabled: found }).data ?? {}
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  useScheduleRefresh(nextChangeAt)
}

/** Around every screen of a hub: keeps the hub's theme and title applied. */
export function AppKeyLayout() {
  useHubThemeSync()
  useHubTitle()
  return <Outlet />
}
