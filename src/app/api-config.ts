import type { HttpConfig } from '@/api/http'
import { appKeyAtom, tokenAtom } from '@/session/session-atoms'
import type { Store } from './wait-for-atom'

/** CONTRACT: `VITE_API_BASE`, default `/api` on the SPA's origin. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'

/** Every call carries the app key and (once signed in) the token from the session atoms. */
export function httpConfigFor(store: Store, options: { baseUrl?: string; fetch?: typeof fetch } = {}): HttpConfig {
  return {
    baseUrl: options.baseUrl ?? API_BASE,
    appKey: () => store.get(appKeyAtom),
    token: () => store.get(tokenAtom),
    fetch: options.fetch,
    cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  }
}
