import type { Caller, ServiceContext } from '../context'
import { notFound } from '../errors'
import type { NavigationRecord, Store } from '../store/store'
import { findApp } from './app-data'
import type { In, Out } from './operation-types'

interface AppContext {
  appKey: string
  store: Store
}

/** The hub of the context's app key, or null when there is none. */
export function findNavigation(ctx: AppContext): Promise<NavigationRecord | null> {
  return ctx.store.read((data) => {
    const navigation = findApp(data, ctx.appKey)?.navigation
    return navigation ? { ...navigation, subscriberIds: [...navigation.subscriberIds] } : null
  })
}

/** Whether a messenger user follows the hub's channel; the mock keeps the channel's subscriber ids. */
export function isSubscribed(ctx: AppContext & { caller?: Caller | null }, userId: number): Promise<boolean> {
  return ctx.store.read((data) => findApp(data, ctx.appKey)?.navigation.subscriberIds.includes(userId) ?? false)
}

/** GET /navigations/{appKey}: the hub named in the path. */
export function get(ctx: ServiceContext, input: In<'navigations.get'>): Promise<Out<'navigations.get'>> {
  return ctx.store.read((data) => {
    const app = findApp(data, input.appKey)
    if (!app) throw notFound()
    return { appKey: input.appKey, title: app.navigation.title, subscriptionChannelUrl: app.navigation.subscriptionChannelUrl }
  })
}
