import { atom } from 'jotai'
import type { Theme } from '@/api/contract/themes'

/**
 * Where start-up stands (SPEC 4). `ready` means navigation and auth have both settled for
 * `appKey`; `navigation: 'missing'` sends the user to the no-navigation page.
 */
export type StartupState =
  { status: 'idle' } | { status: 'starting'; appKey: string } | { status: 'ready'; appKey: string; navigation: 'found' | 'missing' }

export const startupAtom = atom<StartupState>({ status: 'idle' })

/** The hub's theme in force: the first of `themes.list`, or null when there is none. */
export const hubThemeAtom = atom<Theme | null>(null)

export function isStartedFor(state: StartupState, appKey: string): state is Extract<StartupState, { status: 'ready' }> {
  return state.status === 'ready' && state.appKey === appKey
}
