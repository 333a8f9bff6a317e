import { useRouter } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useCallback } from 'react'
import { appKeyAtom } from '@/session/session-atoms'
import { historyStackAtom } from './history-atoms'

function homeHref(appKey: string | null) {
  return appKey ? `/${appKey}` : '/'
}

/** Goes back within the SPA, or to Home (`/$appKey`) when this session has nothing to go back to. */
export function useBackAction(): () => void {
  const router = useRouter()
  const store = useStore()
  return useCallback(() => {
    if (store.get(historyStackAtom).length > 1) router.history.back()
    else void router.navigate({ href: homeHref(store.get(appKeyAtom)), replace: true })
  }, [router, store])
}

/** Returns to Home: back when Home is the previous entry (keeping its scroll), else replacing this one. */
export function useHomeAction(): () => void {
  const router = useRouter()
  const store = useStore()
  return useCallback(() => {
    const stack = store.get(historyStackAtom)
    const home = homeHref(store.get(appKeyAtom))
    const previous = stack.at(-2)
    if (previous !== undefined && previous.split(/[?#]/)[0] === home) router.history.back()
    else void router.navigate({ href: home, replace: true })
  }, [router, store])
}
