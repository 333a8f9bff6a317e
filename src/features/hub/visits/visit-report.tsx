import { useStore } from 'jotai'
import { useEffect } from 'react'
import { useAppKey } from '@/session/use-app-key'
import { hubBackground } from '@/features/hub/background/background-lazy'

/**
 * Reports the session's visit of the hub (issue 26; visits-reporter.ts, once per page session and
 * hub). Drawn by the overlays' chunk (hub-overlays.tsx), which loads once the page has loaded: never
 * on the first screen's path, and not a byte of the first screen's code.
 */
export function VisitReport() {
  const store = useStore()
  const appKey = useAppKey()
  useEffect(() => {
    if (!appKey) return
    void hubBackground.preload().then(
      (background) => background.reportVisitIn(store, appKey),
      () => undefined,
    )
  }, [appKey, store])
  return null
}
