import type { Caller, Viewer } from '../context'
import type { AppData, NavigationRecord, Store } from '../store/store'
import { findApp } from './app-data'

/**
 * How long an answer about a visitor's membership of the hub's channel is trusted. A real backend
 * asks Telegram (`getChatMember`, the bot being an admin of the channel), which is slow and rate
 * limited, so it keeps the answer a while: a visitor who joins or leaves the channel in Telegram
 * is seen as such within five minutes, at their next sign-in (POST /auth asks afresh), or at once
 * when the backend made the change itself (an approved join request; the dev stand-in).
 */
export const MEMBERSHIP_CACHE_MS = 5 * 60 * 1000

/** More visitors than this in one process start the cache over (it is only a cache). */
const CACHE_LIMIT = 50_000

interface Checked {
  member: boolean
  at: number
}

interface AppContext {
  appKey: string
  store: Store
  now: () => Date
}

// Per store: the node server has one, every MSW mock API (a test, a story) its own.
const caches = new WeakMap<Store, Map<string, Checked>>()

function cacheOf(store: Store): Map<string, Checked> {
  let cache = caches.get(store)
  if (!cache) caches.set(store, (cache = new Map<string, Checked>()))
  return cache
}

const keyOf = (appKey: string, userId: number) => `${appKey}\n${String(userId)}`

/** What Telegram would answer: the mock keeps the channel's members as `subscriberIds`. */
function askChannel(ctx: AppContext, userId: number): Promise<boolean> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.navigation.subscriberIds.includes(userId) ?? false)
}

/**
 * Whether `userId` is a member of the hub's channel: the cached answer while it is fresh
 * (MEMBERSHIP_CACHE_MS), else the channel's; `fresh` asks the channel whatever the cache holds.
 */
export async function isMember(ctx: AppContext, userId: number, options: { fresh?: boolean } = {}): Promise<boolean> {
  const cache = cacheOf(ctx.store)
  const key = keyOf(ctx.appKey, userId)
  const now = ctx.now().getTime()
  const known = cache.get(key)
  // A clock set back (tests) makes an answer from "the future" stale too.
  if (!options.fresh && known && now >= known.at && now - known.at < MEMBERSHIP_CACHE_MS) return known.member
  const member = await askChannel(ctx, userId)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, { member, at: now })
  return member
}

/** A change the backend made itself: known at once, whatever was cached. Call it once the write is committed. */
export function rememberMembership(ctx: AppContext, userId: number, member: boolean): void {
  cacheOf(ctx.store).set(keyOf(ctx.appKey, userId), { member, at: ctx.now().getTime() })
}

/** Adds `userId` to the channel's members, or takes them out (inside a store write). */
export function setChannelMember(app: AppData, userId: number, member: boolean): void {
  const members = app.navigation.subscriberIds
  if (member && !members.includes(userId)) app.navigation.subscriberIds = [...members, userId]
  if (!member && members.includes(userId)) app.navigation.subscriberIds = members.filter((id) => id !== userId)
}

/** The hub-wide rule: every visitor read needs membership (records of older data: whether there is a channel). */
export const requiresSubscription = (navigation: NavigationRecord): boolean =>
  navigation.subscriptionRequired ?? navigation.subscriptionChannelUrl !== null

/** Whom a visitor read is for: admins are members; anonymous callers are outsiders. */
export async function viewerOf(ctx: AppContext & { caller: Caller | null }): Promise<Viewer> {
  const caller = ctx.caller
  if (!caller) return { userId: null, member: false }
  return { userId: caller.id, member: caller.isAdmin || (await isMember(ctx, caller.id)) }
}
