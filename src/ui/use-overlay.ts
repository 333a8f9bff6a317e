import { useRef } from 'react'
import { useOverlayStack } from './overlay-stack'
import { useEscape } from './use-escape'
import { useFocusTrap } from './use-focus-trap'
import { usePresence } from './use-presence'
import { useScrollLock } from './use-scroll-lock'

/**
 * What every overlay (bottom sheet, modal) does while open, in one place: it stays mounted through its
 * motion in and out (`motionMs`), Escape and a back action (overlayStackAtom) close it, focus stays
 * inside `panelRef`, and the page behind does not scroll.
 */
export function useOverlay(open: boolean, onClose: () => void, motionMs: number) {
  const { mounted, shown } = usePresence(open, motionMs)
  const panelRef = useRef<HTMLDivElement>(null)
  useEscape(open, onClose)
  useOverlayStack(open, onClose)
  useFocusTrap(panelRef, open && mounted)
  useScrollLock(open)
  return { mounted, shown, panelRef }
}
