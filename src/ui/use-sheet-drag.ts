import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'

/** SPEC 9: a downward swipe longer than this closes the sheet; a shorter one snaps back. */
export const SWIPE_CLOSE_PX = 70

function createDrag(panelRef: RefObject<HTMLElement | null>, closeRef: RefObject<() => void>) {
  let start: number | null = null
  let offset = 0
  return {
    get dragging() {
      return start !== null
    },
    begin(y: number) {
      start = y
      offset = 0
      panelRef.current?.style.setProperty('transition', 'none')
    },
    /** Follows the pointer; true when the sheet is pulled down. */
    move(y: number): boolean {
      if (start === null) return false
      offset = Math.max(0, y - start)
      panelRef.current?.style.setProperty('transform', `translate3d(0, ${offset}px, 0)`)
      return offset > 0
    },
    end() {
      if (start === null) return
      start = null
      panelRef.current?.style.removeProperty('transition')
      panelRef.current?.style.removeProperty('transform')
      if (offset > SWIPE_CLOSE_PX) closeRef.current()
      offset = 0
    },
  }
}

/**
 * Drag-to-close for a bottom sheet. The panel follows the finger through inline transforms (no
 * React render per frame). Pointer handlers go on the grip; touches on the scrolling body also
 * drag, but only while it is scrolled to the top, so reading the content still scrolls.
 */
export function useSheetDrag(
  panelRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  active: boolean,
) {
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  }, [onClose])
  const [drag] = useState(() => createDrag(panelRef, closeRef))

  useEffect(() => {
    const body = bodyRef.current
    if (!active || !body) return
    let touchStart: number | null = null
    const onTouchStart = (event: TouchEvent) => {
      touchStart = body.scrollTop <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null
    }
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY
      if (touchStart === null || y === undefined) return
      if (!drag.dragging) {
        if (y <= touchStart) {
          touchStart = null
          return
        }
        drag.begin(touchStart)
      }
      if (drag.move(y) && event.cancelable) event.preventDefault()
    }
    const onTouchEnd = () => {
      touchStart = null
      drag.end()
    }
    body.addEventListener('touchstart', onTouchStart, { passive: true })
    body.addEventListener('touchmove', onTouchMove, { passive: false })
    body.addEventListener('touchend', onTouchEnd)
    body.addEventListener('touchcancel', onTouchEnd)
    return () => {
      body.removeEventListener('touchstart', onTouchStart)
      body.removeEventListener('touchmove', onTouchMove)
      body.removeEventListener('touchend', onTouchEnd)
      body.removeEventListener('touchcancel', onTouchEnd)
    }
  }, [active, bodyRef, drag])

  return {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic events (tests, assistive tech) have no active pointer to capture.
      }
      drag.begin(event.clientY)
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      drag.move(event.clientY)
    },
    onPointerUp: () => drag.end(),
    onPointerCancel: () => drag.end(),
  }
}
