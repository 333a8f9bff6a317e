import { useEffect } from 'react'
import { trpc } from '@/api/trpc'
import { useLazyModule } from '@/ui/lazy-module'
import { hubLater } from '@/features/hub/later/hub-later-module'

/**
 * README "Content on a schedule": the server leaves out what is outside its window and names the
 * next boundary (`nextChangeAt` in the navigation read). When it passes, the visitor reads are
 * asked again, so a hub left open never shows an expired banner. The watch (schedule-watch.ts, in
 * the hub-later chunk) loads only for a hub that has a boundary ahead, off the first screen. `nextChangeAt` comes from
 * the layout around every screen of the hub, which reads the navigation already.
 */
export function useScheduleRefresh(nextChangeAt: string | null | undefined) {
  const utils = trpc.useUtils()
  const later = useLazyModule(hubLater, nextChangeAt)
  useEffect(() => (nextChangeAt ? later?.watchSchedule(nextChangeAt, utils) : undefined), [later, nextChangeAt, utils])
}
