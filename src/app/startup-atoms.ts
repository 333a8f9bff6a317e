import { atom } from 'jotai'
import type { Theme } from '@/api/contract/themes'

/**
 * Where one hub's start-up stands (SPEC 4). `ready` means navigation and auth have both settled for
 * `appKey`; `navigation: 'missing'` sends the user to the no-navigation page.
 */
export type StartupState = { status: 'starting'; appKey: string } | { status: 'ready'; appKey: string; navigation: 'found' | 'missing' }

/**
 * Start-up's state per app key (issue 17): a hub started in this page stays started, so coming back
 * to it (A -> B -> A) draws at once from its cache, without the loader or a second sign-in.
 */
export const startupAtom = atom<Partial<Record<string, StartupState>>>({})

/** The hub the visitor last entered (error reports go to it, the dev toolbar shows its user); null before any. */
export const currentHubAtom = atom<string | null>(null)

/** The hub's theme in force: the first of `themes.list`, or null when there is none. */
export const hubThemeAtom = atom<Theme | null>(null)

/** The hub's state once its start-up is done, else undefined. */
export function startedFor(
  states: Partial<Record<string, StartupState>>,
  appKey: string,
): Extract<StartupState, { status: 'ready' }> | undefined {
  const state = states[appKey]
  return state?.status === 'ready' ? state : undefined
}
