import { useEffect, type RefObject } from 'react'
import { onEvent } from './bridge'

/** Controls the on-screen keyboard opens for (not switches, buttons or file pickers). */
const TYPING =
  'textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="range"], [type="color"], [type="image"], [type="hidden"])'

/** Less than this under the visual viewport is not a keyboard (iOS's bar above a hardware keyboard is about 45 px). */
const MIN_KEYBOARD = 24

/** Room left between the field and what would cover it. */
const GAP = 12

function typingField(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement && target.matches(TYPING) ? target : null
}

/** The bottom of what the user sees, in the page's client coordinates (above the keyboard). */
function visibleBottom(): number {
  const viewport = window.visualViewport
  return viewport ? viewport.offsetTop + viewport.height : window.innerHeight
}

/**
 * How far an on-screen keyboard that overlays the page (iOS's; Chrome's on Android) reaches into it
 * from below: the layout viewport's height under the visual one. 0 when Telegram resizes the web
 * view instead, and while the page is pinch-zoomed (the visual viewport is smaller then, no
 * keyboard needed).
 */
function keyboardInset(): number {
  const viewport = window.visualViewport
  if (!viewport || Math.abs(viewport.scale - 1) > 0.01) return 0
  const inset = Math.round(window.innerHeight - (viewport.offsetTop + viewport.height))
  // A few pixels are a horizontal scrollbar (inside innerHeight, outside the visual viewport), not a keyboard.
  return inset > MIN_KEYBOARD ? inset : 0
}

/** The bottoms of the field's hint and error lines right under it (its aria-describedby), to keep them in sight too. */
function hintsBelow(field: HTMLElement, fieldBottom: number): number[] {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  return ids
    .map((id) => document.getElementById(id)?.getBoundingClientRect())
    .filter((hint): hint is DOMRect => hint !== undefined && hint.top >= fieldBottom - 1 && hint.top - fieldBottom < 48)
    .map((hint) => hint.bottom)
}

/** Scrolls the page just enough that `field` is above `bar` (and the keyboard), its top kept on screen. */
function keepClear(field: HTMLElement, bar: HTMLElement | null) {
  const box = field.getBoundingClientRect()
  if (box.bottom <= box.top) return // not laid out (hidden, or a DOM without layout)
  const { top } = box
  const bottom = Math.max(box.bottom, ...hintsBelow(field, box.bottom))
  const barTop = bar?.getBoundingClientRect().top ?? Infinity
  const limit = Math.min(barTop, visibleBottom()) - GAP
  if (bottom > limit) window.scrollBy({ top: Math.min(bottom - limit, top - GAP), behavior: 'instant' })
  else if (top < 0) window.scrollBy({ top: top - GAP, behavior: 'instant' })
}

/**
 * While mounted, the field being typed in stays clear of `bar` (a sticky bar at the bottom of the
 * screen) and of the on-screen keyboard: when it takes focus (a tap, or the keyboard's "next"),
 * and when the keyboard opens and the viewport shrinks. Telegram resizes its web view for the
 * keyboard (and reports it with `viewport_changed`), a browser its visual viewport; neither
 * knows about our sticky bar, and desktop Chromium does not scroll on a resize at all. A keyboard
 * that overlays the page without resizing it is measured into `--keyboard-inset`, which the bar
 * sits on (sticky elements keep to the layout viewport, under such a keyboard).
 */
export function useTypingFieldClearOf(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let height = visibleBottom()
    let frame = 0
    const root = document.documentElement
    const paintInset = () => root.style.setProperty('--keyboard-inset', `${String(keyboardInset())}px`)
    // After layout: the sticky bar has found its new place by the next frame.
    const later = (field: HTMLElement | null) => {
      cancelAnimationFrame(frame)
      if (field) frame = requestAnimationFrame(() => keepClear(field, bar.current))
    }
    const onFocus = (event: FocusEvent) => later(typingField(event.target))
    const onResize = () => {
      paintInset()
      const next = visibleBottom()
      const shrank = next < height
      height = next
      if (shrank) later(typingField(document.activeElement))
    }
    const viewport = window.visualViewport
    document.addEventListener('focusin', onFocus)
    viewport?.addEventListener('resize', onResize)
    viewport?.addEventListener('scroll', paintInset)
    window.addEventListener('resize', onResize)
    paintInset()
    // Telegram may report the keyboard before the page sees the resize: check again once it is stable.
    const unsubscribe = onEvent('viewport_changed', (data) => {
      if (data.is_state_stable === true) requestAnimationFrame(onResize)
    })
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('focusin', onFocus)
      viewport?.removeEventListener('resize', onResize)
      viewport?.removeEventListener('scroll', paintInset)
      window.removeEventListener('resize', onResize)
      root.style.removeProperty('--keyboard-inset')
      unsubscribe()
    }
  }, [bar])
}
