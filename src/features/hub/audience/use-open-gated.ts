import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { gatedSheetAtom } from './audience-atoms'
import type { GatedItem, NotifyTarget } from './gated-item'

/**
 * Opens what a locked or coming record offers instead of its content (the "join the channel" sheet,
 * or "Notify me"). Returns false for a record that opens as usual. Small: part of the first screen.
 */
export function useOpenGated() {
  const setSheet = useSetAtom(gatedSheetAtom)
  return useCallback(
    (item: GatedItem, title: string, target: NotifyTarget): boolean =>
      !!(item.locked || item.coming) && (setSheet({ open: true, item, title, target }), true),
    [setSheet],
  )
}
