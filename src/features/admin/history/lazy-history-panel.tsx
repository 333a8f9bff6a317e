import { lazy, Suspense } from 'react'
import type { HistoryPanelProps } from './history-panel'

// Its own chunk: an edit screen loads the panel's code (the diff wording, restore) after the form.
const HistoryPanel = lazy(() => import('./history-panel'))

/** An edit screen's "History" panel, loaded lazily (see history-panel.tsx). */
export function LazyHistoryPanel(props: HistoryPanelProps) {
  return (
    <Suspense fallback={null}>
      <HistoryPanel {...props} />
    </Suspense>
  )
}
