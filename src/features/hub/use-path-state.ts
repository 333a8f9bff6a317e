import { useRouter } from '@tanstack/react-router'
import { atom, useAtom } from 'jotai'
import { useState } from 'react'

/** Small view state remembered per path and name ("/demo/category/3 accordion"), for this page session. */
const pathStateAtom = atom<Record<string, unknown>>({})

/**
 * useState that a screen gets back when the visitor returns to its path (the open accordion item,
 * a filter's text), as the scroll position is (SPEC: "remembered per path"). The path is the one
 * the component mounted on, so a screen leaving during a navigation never reads the next path's state.
 */
export function usePathState<T>(name: string, initial: T): [T, (value: T) => void] {
  const router = useRouter()
  const [key] = useState(() => `${router.state.location.pathname} ${name}`)
  const [states, setStates] = useAtom(pathStateAtom)
  const value = key in states ? (states[key] as T) : initial
  const setValue = (next: T) => setStates((current) => ({ ...current, [key]: next }))
  return [value, setValue]
}
