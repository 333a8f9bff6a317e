import type { createStore } from 'jotai'
import type { User } from '@/api/contract/auth'
import { onEvent } from '@/messenger/bridge'
import { launchParamsAtom, tokensAtom, usersAtom } from '@/session/session-atoms'

type Store = ReturnType<typeof createStore>

/** Comings back closer together than this ask once (a window switched back and forth, the index opened twice). */
export const ROLE_RELEARN_GAP_MS = 10_000

interface Watch {
  /** When this page last learned the admin's role (sign-in, or the last check). */
  last: number
  /** A check under way: a second trigger joins it. */
  running?: Promise<void>
}

/** Per session store and hub. */
const watches = new WeakMap<Store, Map<string, Watch>>()
/** The users this page learned by a check, and when. */
const seen = new WeakMap<User, number>()
/**
 * When the page loaded: the start-up's sign-in answered the user moments after, so a user no check
 * has learned counts as learned then (the index opening at start asks nothing again).
 */
const pageStart = () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin)

function watchOf(store: Store, appKey: string): Watch {
  const byHub = watches.get(store) ?? new Map<string, Watch>()
  watches.set(store, byHub)
  const watch = byHub.get(appKey) ?? { last: 0 }
  byHub.set(appKey, watch)
  return watch
}

export interface RelearnDeps {
  store: Store
  appKey: string
  /** POST /auth (the contract's `auth`): the only call that answers the admin's own role to every role. */
  signIn: (input: { initData: string }) => Promise<{ token: string; user: User }>
  /** The role changed (raised or lowered): `before` and `after` as the server says, null for a backend without roles. */
  onChange: (before: User, after: User) => void
}

/**
 * Issue 28: a role changed while the admin works shows without a new sign-in. The admin asks again when
 * it comes back (the window focused or visible again, Telegram's `visibility_changed`) and when the index
 * opens, by signing in again with the launch data it has (`POST /auth` answers `user.role`; the admins'
 * own record is for owners only, so an analyst could not read theirs). Cheap: at most once per
 * ROLE_RELEARN_GAP_MS per hub (the start-up's sign-in counts), one at a time, never without launch data
 * or for a visitor; a failure changes nothing (the next refused call still teaches a lowered role,
 * role-watch.tsx). The new token and user replace the hub's, as a membership check does.
 */
export function relearnRole({ store, appKey, signIn, onChange }: RelearnDeps, now = Date.now()): Promise<void> {
  const watch = watchOf(store, appKey)
  if (watch.running) return watch.running
  const initData = store.get(launchParamsAtom)?.initData
  const before = store.get(usersAtom)[appKey]
  if (!initData || !before?.isAdmin) return Promise.resolve()
  const learnedAt = Math.max(watch.last, seen.get(before) ?? pageStart())
  if (now - learnedAt < ROLE_RELEARN_GAP_MS) return Promise.resolve()
  watch.last = now
  const run = signIn({ initData })
    .then(({ token, user }) => {
      // Signed out or moved to another user meanwhile: the answer is not this session's any more.
      if (store.get(usersAtom)[appKey]?.id !== before.id) return
      seen.set(user, Date.now())
      store.set(tokensAtom, (tokens) => ({ ...tokens, [appKey]: token }))
      store.set(usersAtom, (users) => ({ ...users, [appKey]: user }))
      if ((user.role ?? null) !== (before.role ?? null)) onChange(before, user)
    })
    .catch(() => undefined)
    .finally(() => {
      watch.running = undefined
    })
  watch.running = run
  return run
}

/**
 * Asks (relearnRole) each time the admin comes back to the window: focused, the page visible again,
 * Telegram's `visibility_changed` with `is_visible`. Returns the stopper. RoleWatch starts it.
 */
export function watchComeBacks(ask: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') ask()
  }
  window.addEventListener('focus', ask)
  document.addEventListener('visibilitychange', onVisibility)
  const stopTelegram = onEvent('visibility_changed', (data) => {
    if (data.is_visible === true) ask()
  })
  return () => {
    window.removeEventListener('focus', ask)
    document.removeEventListener('visibilitychange', onVisibility)
    stopTelegram()
  }
}
