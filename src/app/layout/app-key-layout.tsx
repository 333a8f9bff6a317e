import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useHubThemeSync } from '@/app/hub-theme'
import { appKeyAtom } from '@/session/session-atoms'
import { useNavigation } from '@/session/use-navigation'
import { isStartedFor, startupAtom } from '@/app/startup-atoms'

/** The tab title follows the hub's name (start-up has the navigation cached already). */
function useHubTitle() {
  const appKey = useAtomValue(appKeyAtom) ?? ''
  const started = useAtomValue(startupAtom)
  const found = isStartedFor(started, appKey) && started.navigation === 'found'
  const title = useNavigation(appKey, { enabled: found }).data?.title
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}

/** Around every screen of a hub: keeps the hub's theme and title applied. */
export function AppKeyLayout() {
  useHubThemeSync()
  useHubTitle()
  return <Outlet />
}
