import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { gatedSheetAtom } from './audience-atoms'
import type { GatedItem, NotifyTarget } from './gated-item'

/**
 * Opens what a locked or coming record offers instead of its content: the "join the channel" sheet,
 * or the coming one with "Notify me". Returns false for a record that opens as usual.
 */
export function useOpenGated() {
  const setSheet = useSetAtom(gatedSheetAtom)
  return useCallback(
    ({ id, coming, locked, visibleFrom, notifyRequestId }: GatedItem, title: string, target: NotifyTarget): boolean => {
      if (coming && visibleFrom)
        setSheet({ open: true, kind: 'coming', target, id, title, visibleFrom, notifyRequestId: notifyRequestId ?? null })
      else if (locked) setSheet({ open: true, kind: 'locked', title })
      else return false
      return true
    },
    [setSheet],
  )
}
