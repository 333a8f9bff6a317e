import { onEvent } from '@/messenger/bridge'
import { usersAtom } from '@/session/session-atoms'
import { recheckMembership, rereadVisitorReads, type MembershipDeps } from './membership'

/** The hubs whose first reads a member has had read again in this page (the watch starts with each hub screen). */
const reread = new WeakSet<object>()

/** Returns closer together than this re-check once (a tab switched back and forth). */
const MEMBERSHIP_RECHECK_GAP_MS = 2000

/**
 * docs/decisions/audiences.md: a visitor who is not a member of the hub's channel is asked about
 * again each time they come back to the app (the page visible again, Telegram's `visibility_changed`
 * with `is_visible`: the Mini Apps `activated` event), since "join the channel" leads out of it.
 * A member signed in after the hub's first (anonymous) reads has them read again once, at start.
 * Returns the stopper.
 */
export function watchMembership(deps: MembershipDeps, target: Document = document): () => void {
  const { store, appKey, utils } = deps
  let last = 0
  const check = () => {
    if (store.get(usersAtom)[appKey]?.isMember !== false) return
    if (Date.now() - last < MEMBERSHIP_RECHECK_GAP_MS) return
    last = Date.now()
    void recheckMembership(deps)
  }
  const onVisibility = () => {
    if (target.visibilityState === 'visible') check()
  }
  if (store.get(usersAtom)[appKey]?.isMember === true && !reread.has(utils)) {
    reread.add(utils)
    void rereadVisitorReads(utils)
  }
  target.addEventListener('visibilitychange', onVisibility)
  const stopTelegram = onEvent('visibility_changed', (data) => {
    if (data.is_visible === true) check()
  })
  return () => {
    target.removeEventListener('visibilitychange', onVisibility)
    stopTelegram()
  }
}
