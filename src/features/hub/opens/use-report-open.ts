import { useStore } from 'jotai'
import type { OpenTarget } from '@/api/contract/events'
import { useAppKey } from '@/session/use-app-key'
import { hubBackground } from '@/features/hub/background/background-lazy'

export type ReportOpen = (target: OpenTarget, id: number) => unknown

/**
 * Reports that the visitor opened something (docs/decisions/statistics.md: what counts as an open). The batching
 * reporter is not part of the first screen: it loads at the first open, after the tap has done
 * its work, and never holds up a navigation or a link. (Kept this small on purpose: the first
 * screen's bytes are counted. Not memoized: callers' callbacks are cheap to make again; a chunk
 * that cannot load loses this open, and the next one tries again.)
 */
export function useReportOpen(): ReportOpen {
  const store = useStore()
  const appKey = useAppKey()
  return (target, id) => hubBackground.preload().then((background) => background.reportOpenIn(store, appKey, target, id), String)
}
