import { useStore, type createStore } from 'jotai'
import { useMemo } from 'react'
import { trpc, type VanillaClient } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import type { TrpcUtils } from '@/api/trpc-utils'
import { launchParamsAtom, tokensAtom, usersAtom } from '@/session/session-atoms'

type Store = ReturnType<typeof createStore>

export interface MembershipDeps {
  store: Store
  client: VanillaClient
  utils: TrpcUtils
  appKey: string
}

/** The visitor reads an audience changes (the admin's own reads are left alone). */
export const rereadVisitorReads = (utils: TrpcUtils) =>
  Promise.all([utils.navigations, utils.categories, utils.sections, utils.banners, utils.buttons].map((reads) => reads.invalidate()))

/**
 * Asks the backend afresh whether the visitor is a member of the hub's channel: a sign-in again
 * (`POST /auth` checks membership anew, whatever the backend's cache: docs/decisions/audiences.md),
 * whose token and user replace this hub's. A visitor who became a member has the visitor reads
 * read again, so what was locked opens. Resolves to the answer's `isMember` (undefined: anonymous,
 * a backend without audiences, or a failed sign-in, which changes nothing).
 */
export async function recheckMembership({ store, client, utils, appKey }: MembershipDeps): Promise<boolean | undefined> {
  const initData = store.get(launchParamsAtom)?.initData
  if (!initData) return undefined
  const before = store.get(usersAtom)[appKey]?.isMember
  try {
    const { token, user } = await client.auth.mutate({ initData })
    store.set(tokensAtom, (tokens) => ({ ...tokens, [appKey]: token }))
    store.set(usersAtom, (users) => ({ ...users, [appKey]: user }))
    if (user.isMember !== before) await rereadVisitorReads(utils)
    return user.isMember
  } catch {
    return undefined
  }
}

/** Someone else's change (an approved join request) made the visitor a member: say so and read again. */
export function becameMember({ store, utils, appKey }: Pick<MembershipDeps, 'store' | 'utils' | 'appKey'>): Promise<unknown> {
  store.set(usersAtom, (users) => {
    const user = users[appKey]
    return user ? { ...users, [appKey]: { ...user, isMember: true } } : users
  })
  return rereadVisitorReads(utils)
}

/**
 * The hub's clients for a membership check, from the hub's providers (its query cache and tRPC
 * client: src/app/hub-sessions.ts) rather than the `/$appKey` route's context, so the hooks work
 * wherever a hub screen is drawn (stories and tests draw screens without the app's layouts).
 */
export function useMembershipDeps(): MembershipDeps {
  const utils = trpc.useUtils()
  const store = useStore()
  const appKey = useAppKey()
  return useMemo(() => ({ store, client: utils.client, utils, appKey }), [store, utils, appKey])
}
