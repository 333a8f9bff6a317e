import { atom, type createStore } from 'jotai'
import type { HttpConfig } from '@/api/http'
import { appKeyAtom, tokenAtom } from './session-atoms'

type Store = ReturnType<typeof createStore>

/** CONTRACT: `VITE_API_BASE`, default `/api` on the SPA's origin. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'

/** The API base this app was created with (tests give an absolute one); uploads read it here. */
export const apiBaseAtom = atom(API_BASE)

/**
 * Every call carries the app key and (once signed in) the token from the session atoms. Lives in
 * the session (not src/app) because the admin's uploads send their own XMLHttpRequest with it.
 */
export function httpConfigFor(
  store: Store,
  options: { baseUrl?: string; fetch?: typeof fetch; report?: (reason: unknown) => void } = {},
): HttpConfig {
  return {
    baseUrl: options.baseUrl ?? store.get(apiBaseAtom),
    appKey: () => store.get(appKeyAtom),
    token: () => store.get(tokenAtom),
    fetch: options.fetch,
    report: options.report,
    cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  }
}
