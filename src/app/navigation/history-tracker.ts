import type { RouterHistory } from '@tanstack/react-router'
import type { Store } from '@/app/wait-for-atom'
import { historyStackAtom } from './history-atoms'

/**
 * Mirrors the browser history of this session into historyStackAtom. TanStack's history numbers
 * its entries (`__TSR_index`), so push, replace, back, forward and go all reduce to "the stack up
 * to this index"; entries from before the page loaded are never counted as ours.
 */
export function trackHistory(history: RouterHistory, store: Store): () => void {
  let base = history.location.state.__TSR_index
  let entries = [history.location.href]
  store.set(historyStackAtom, entries)
  return history.subscribe(({ location }) => {
    const index = location.state.__TSR_index - base
    if (index < 0) {
      base = location.state.__TSR_index
      entries = [location.href]
    } else {
      entries = [...entries.slice(0, index), location.href]
    }
    store.set(historyStackAtom, entries)
  })
}
