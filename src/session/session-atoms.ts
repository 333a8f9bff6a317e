import { atom } from 'jotai'
import type { User } from '@/api/contract/auth'
import type { LaunchParams, Platform } from '@/messenger/launch-params'

export type { Platform }

export type Language = 'ru' | 'en'

/**
 * Client state only (server state lives in React Query, one cache per hub: src/app/hub-sessions.ts).
 * No app key here: a call's app key is its hub's (the `/$appKey` route's params). Tokens are per hub
 * too (start-up signs in per app key), so one hub's calls never carry another's token.
 */
export const tokensAtom = atom<Partial<Record<string, string>>>({})
/**
 * The signed-in user per hub (issue 17: sign-in is per app key, and so is being its admin). Per hub, so a
 * late sign-in answer of a hub the visitor has left only ever writes that hub's. Read it with useHubUser().
 */
export const usersAtom = atom<Partial<Record<string, User>>>({})
/** SPEC 4: auth failure sets a failed-to-auth flag (per hub, as sign-in is). */
export const authFailedAtom = atom<Partial<Record<string, boolean>>>({})
export const platformAtom = atom<Platform>('unknown')
export const languageAtom = atom<Language>('ru')

/**
 * Telegram's launch params (or the dev launch's). `undefined` while they are still being
 * resolved (the dev launch fetches them); `null` when there are none (a plain browser).
 * Here, not in src/app, because signing in again (a membership check: features/hub/audience) needs the launch data.
 */
export const launchParamsAtom = atom<LaunchParams | null | undefined>(undefined)
