import { atom, type createStore } from 'jotai'
import type { HttpConfig } from '@/api/http'
import { tokensAtom } from './session-atoms'

type Store = ReturnType<typeof createStore>

/** CONTRACT: `VITE_API_BASE`, default `/api` on the SPA's origin. */
const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api'

/** The API base this app was created with (tests give an absolute one); uploads read it here. */
export const apiBaseAtom = atom(API_BASE)

/**
 * The calls of one hub: each carries its app key (a hub's API clients are made with it, see
 * src/app/hub-sessions.ts) and, once start-up signed in there, that hub's token. Lives in the
 * session (not src/app) because the admin's uploads and the hub's opens send their own requests.
 */
export function httpConfigFor(
  store: Store,
  appKey: string,
  options: { baseUrl?: string; fetch?: typeof fetch; report?: (reason: unknown) => void } = {},
): HttpConfig {
  return {
    baseUrl: options.baseUrl ?? store.get(apiBaseAtom),
    appKey,
    token: () => store.get(tokensAtom)[appKey] ?? null,
    fetch: options.fetch,
    report: options.report,
    cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  }
}
