import { useEffect, useEffectEvent } from 'react'

/** Open overlays, newest last: Escape closes only the top one. */
const stack: symbol[] = []

/** Calls `onEscape` on the Escape key while `active` and no overlay opened later is active. */
export function useEscape(active: boolean, onEscape: () => void) {
  const handle = useEffectEvent(onEscape)
  useEffect(() => {
    if (!active) return
    const id = Symbol('overlay')
    stack.push(id)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || stack[stack.length - 1] !== id) return
      event.preventDefault()
      handle()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      stack.splice(stack.indexOf(id), 1)
    }
  }, [active])
}
