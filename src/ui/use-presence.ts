import { useEffect, useState } from 'react'
import { prefersReducedMotion } from './reduced-motion'

/**
 * Keeps an overlay mounted while it animates out: `mounted` follows `open` at once when opening
 * and after `durationMs` when closing; `shown` turns true a frame after mounting so CSS transitions run.
 */
export function usePresence(open: boolean, durationMs: number) {
  const [mounted, setMounted] = useState(open)
  const [entered, setEntered] = useState(false)

  if (open && !mounted) setMounted(true)

  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() => setEntered(true))
      return () => cancelAnimationFrame(frame)
    }
    const timer = setTimeout(
      () => {
        setMounted(false)
        setEntered(false)
      },
      prefersReducedMotion() ? 0 : durationMs,
    )
    return () => clearTimeout(timer)
  }, [open, durationMs])

  return { mounted: mounted || open, shown: open && entered }
}
