import { useRouter } from '@tanstack/react-router'
import { useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import { hubLocation } from '@/session/hub-location'
import { useAppKey } from '@/session/use-app-key'
import { historyStackAtom } from './history-atoms'

/** Home of this hub (`/$appKey`), or `/` outside one. */
function useHomeLocation() {
  const appKey = useAppKey()
  return useMemo(() => (appKey ? hubLocation({ screen: 'home' }, appKey) : ({ to: '/' } as const)), [appKey])
}

/** Goes back within the SPA, or to Home (`/$appKey`) when this session has nothing to go back to. */
export function useBackAction(): () => void {
  const router = useRouter()
  const store = useStore()
  const home = useHomeLocation()
  return useCallback(() => {
    if (store.get(historyStackAtom).length > 1) router.history.back()
    else void router.navigate({ ...home, replace: true })
  }, [router, store, home])
}

/** Returns to Home: back when Home is the previous entry (keeping its scroll), else replacing this one. */
export function useHomeAction(): () => void {
  const router = useRouter()
  const store = useStore()
  const home = useHomeLocation()
  return useCallback(() => {
    const previous = store.get(historyStackAtom).at(-2)
    if (previous !== undefined && previous.split(/[?#]/)[0] === router.buildLocation(home).pathname) router.history.back()
    else void router.navigate({ ...home, replace: true })
  }, [router, store, home])
}

/** Inside the admin: back, or to the admin index when this session has nothing to go back to. */
export function useAdminBackAction(): () => void {
  const router = useRouter()
  const store = useStore()
  const appKey = useAppKey()
  return useCallback(() => {
    if (store.get(historyStackAtom).length > 1) router.history.back()
    else void router.navigate({ to: '/$appKey/admin', params: { appKey }, replace: true })
  }, [router, store, appKey])
}
