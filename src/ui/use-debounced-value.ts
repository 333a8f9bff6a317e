import { useEffect, useState } from 'react'

/** SPEC 9: the default debounce of filters. */
export const FILTER_DEBOUNCE_MS = 400

/** `value`, once it has stopped changing for `delayMs` (each change restarts the wait). */
export function useDebouncedValue<T>(value: T, delayMs: number = FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
