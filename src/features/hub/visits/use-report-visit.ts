import { useStore } from 'jotai'
import { useEffect } from 'react'
import { whenLoaded } from '@/ui/lazy-module'
import { hubBackground } from '@/features/hub/background/background-lazy'

/**
 * Reports the session's visit of the hub (issue 26; visits-reporter.ts) once the page has loaded:
 * never on the first screen's path (the reporter is in the background chunk). `ready`: the hub was
 * found (start-up done), so the visit carries the token of a signed-in visitor.
 */
export function useReportVisit(appKey: string, ready: boolean) {
  const store = useStore()
  useEffect(() => {
    if (!ready || !appKey) return
    let live = true
    const cancel = whenLoaded(
      () =>
        void hubBackground.preload().then(
          (background) => live && background.reportVisitIn(store, appKey),
          () => undefined,
        ),
    )
    return () => {
      live = false
      cancel()
    }
  }, [appKey, ready, store])
}
