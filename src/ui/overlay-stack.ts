import { atom, useSetAtom } from 'jotai'
import { useEffect, useLayoutEffect, useRef } from 'react'

interface OpenOverlay {
  close: () => void
}

/**
 * The modal overlays open right now (bottom sheets, modals), oldest first. A back action (Telegram's
 * back button) closes the newest one instead of navigating; the overlays know nothing about it.
 */
export const overlayStackAtom = atom<readonly OpenOverlay[]>([])

/** While `open`, keeps the overlay on overlayStackAtom with `onClose` (the latest one) as its way out. */
export function useOverlayStack(open: boolean, onClose: () => void): void {
  const setStack = useSetAtom(overlayStackAtom)
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  // A layout effect: the overlay is on the stack in the same commit that draws it, so a back press
  // that comes the moment it shows (a busy phone, a quick thumb) closes it instead of navigating.
  useLayoutEffect(() => {
    if (!open) return
    const entry: OpenOverlay = { close: () => latest.current() }
    setStack((stack) => [...stack, entry])
    return () => setStack((stack) => stack.filter((item) => item !== entry))
  }, [open, setStack])
}
