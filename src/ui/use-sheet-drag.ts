import { useEffect, useEffectEvent, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'

/** SPEC 9: a downward swipe longer than this closes the sheet; a shorter one snaps back. */
export const SWIPE_CLOSE_PX = 70

interface DragState {
  start: number | null
  offset: number
  touchStart: number | null
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
  const state = useRef<DragState>({ start: null, offset: 0, touchStart: null })

  const begin = (y: number) => {
    state.current.start = y
    state.current.offset = 0
    panelRef.current?.style.setProperty('transition', 'none')
  }
  /** Follows the pointer; true when the sheet is pulled down. */
  const move = (y: number): boolean => {
    const { start } = state.current
    if (start === null) return false
    state.current.offset = Math.max(0, y - start)
    panelRef.current?.style.setProperty('transform', `translate3d(0, ${state.current.offset}px, 0)`)
    return state.current.offset > 0
  }
  const end = () => {
    if (state.current.start === null) return
    const pulled = state.current.offset
    state.current.start = null
    state.current.offset = 0
    panelRef.current?.style.removeProperty('transition')
    panelRef.current?.style.removeProperty('transform')
    if (pulled > SWIPE_CLOSE_PX) onClose()
  }

  const onTouchStart = useEffectEvent((event: TouchEvent) => {
    const body = bodyRef.current
    state.current.touchStart = body && body.scrollTop <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null
  })
  const onTouchMove = useEffectEvent((event: TouchEvent) => {
    const y = event.touches[0]?.clientY
    const { touchStart } = state.current
    if (touchStart === null || y === undefined) return
    if (state.current.start === null) {
      if (y <= touchStart) {
        state.current.touchStart = null
        return
      }
      begin(touchStart)
    }
    if (move(y) && event.cancelable) event.preventDefault()
  })
  const onTouchEnd = useEffectEvent(() => {
    state.current.touchStart = null
    end()
  })

  useEffect(() => {
    const body = bodyRef.current
    if (!active || !body) return
    const start = (event: TouchEvent) => onTouchStart(event)
    const moveTouch = (event: TouchEvent) => onTouchMove(event)
    const stop = () => onTouchEnd()
    body.addEventListener('touchstart', start, { passive: true })
    body.addEventListener('touchmove', moveTouch, { passive: false })
    body.addEventListener('touchend', stop)
    body.addEventListener('touchcancel', stop)
    return () => {
      body.removeEventListener('touchstart', start)
      body.removeEventListener('touchmove', moveTouch)
      body.removeEventListener('touchend', stop)
      body.removeEventListener('touchcancel', stop)
    }
  }, [active, bodyRef])

  return {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic events (tests, assistive tech) have no active pointer to capture.
      }
      begin(event.clientY)
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      move(event.clientY)
    },
    onPointerUp: end,
    onPointerCancel: end,
  }
}
