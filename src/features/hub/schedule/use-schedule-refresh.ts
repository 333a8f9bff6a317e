import { useEffect } from 'react'
import { trpc } from '@/api/trpc'
import { whenLoaded } from '@/ui/lazy-module'
import { hubBackground } from '@/features/hub/background/background-lazy'

/**
 * docs/decisions/schedules.md: the server leaves out what is outside its window and names the
 * next boundary (`nextChangeAt` in the navigation read). When it passes, the visitor reads are
 * asked again, so a hub left open never shows an expired banner. The watch (schedule-watch.ts, in
 * the background chunk) loads only for a hub that has a boundary ahead, once the page has loaded
 * (whenLoaded: not while the first screen draws).
 * `nextChangeAt` comes from the layout around every screen of the hub, which reads the navigation already.
 */
export function useScheduleRefresh(nextChangeAt: string | null | undefined) {
  const utils = trpc.useUtils()
  useEffect(() => {
    if (!nextChangeAt) return
    let stop: (() => void) | undefined
    let live = true
    const cancel = whenLoaded(
      () =>
        void hubBackground.preload().then(
          (background) => live && (stop = background.watchSchedule(nextChangeAt, utils)),
          () => undefined,
        ),
    )
    return () => {
      live = false
      cancel()
      stop?.()
    }
  }, [nextChangeAt, utils])
}
