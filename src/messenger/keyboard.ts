import { useEffect } from 'react'
import { onEvent } from './bridge'

/** Controls the on-screen keyboard opens for (not switches, buttons or file pickers). */
const TYPING = 'textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="range"], [type="color"], [type="image"], [type="hidden"])'

function focusedTypingField(): HTMLElement | null {
  const element = document.activeElement
  return element instanceof HTMLElement && element.matches(TYPING) ? element : null
}

const visibleHeight = () => window.visualViewport?.height ?? window.innerHeight

/**
 * While mounted: when the viewport shrinks because the on-screen keyboard opened, the focused field
 * is scrolled back into view (its `scroll-margin` keeps it clear of sticky bars). Telegram resizes
 * its web view for the keyboard (and says so with `viewport_changed`), a browser its visual
 * viewport; neither scrolls a field the keyboard now covers back up by itself everywhere.
 */
export function useFocusedFieldAboveKeyboard(): void {
  useEffect(() => {
    let height = visibleHeight()
    let frame = 0
    const onResize = () => {
      const next = visibleHeight()
      const shrank = next < height
      height = next
      if (!shrank) return
      cancelAnimationFrame(frame)
      // After layout: sticky bars have found their new place by the next frame.
      frame = requestAnimationFrame(() => focusedTypingField()?.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
    }
    const viewport = window.visualViewport
    viewport?.addEventListener('resize', onResize)
    window.addEventListener('resize', onResize)
    // Telegram may report the keyboard before the page sees the resize: check again once it is stable.
    const unsubscribe = onEvent('viewport_changed', (data) => {
      if (data.is_state_stable === true) requestAnimationFrame(onResize)
    })
    return () => {
      cancelAnimationFrame(frame)
      viewport?.removeEventListener('resize', onResize)
      window.removeEventListener('resize', onResize)
      unsubscribe()
    }
  }, [])
}
