import { nextBoundaryAfter } from '@/api/contract/plain/schedule-state'
import type { Caller, ServiceContext } from '../context'
import { notFound } from '../errors'
import type { AppData, NavigationRecord, SharingState, Store } from '../store/store'
import { appOf, findApp } from './app-data'
import { recordAudit } from './audit'
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

/** The settings an admin changes on the hub, as the audit log keeps them (issue 26's switches where known). */
export function sharingOf(settings: SharingState): SharingState {
  const { botUsername, appShortName, sharingEnabled, homeScreenSuggestion } = settings
  return {
    botUsername,
    appShortName,
    ...(sharingEnabled !== undefined && { sharingEnabled }),
    ...(homeScreenSuggestion !== undefined && { homeScreenSuggestion }),
  }
}

/** GET /navigations/{appKey}: the hub named in the path, and when its scheduled content next changes. */
export function get(ctx: ServiceContext, input: In<'navigations.get'>): Promise<Out<'navigations.get'>> {
  return ctx.store.read((data) => {
    const app = findApp(data, input.appKey)
    if (!app) throw notFound()
    return {
      appKey: input.appKey,
      title: app.navigation.title,
      subscriptionChannelUrl: app.navigation.subscriptionChannelUrl,
      nextChangeAt: nextChangeAt(app, ctx.now()),
      botUsername: app.navigation.botUsername,
      appShortName: app.navigation.appShortName,
      sharingEnabled: app.navigation.sharingEnabled,
      homeScreenSuggestion: app.navigation.homeScreenSuggestion,
    }
  })
}

/**
 * The next bound of an active category's, material's, banner's or button's window after `now`:
 * until then, no visitor read answers differently because of the time. Inactive records are left
 * out (they show at no time); anything an admin writes meanwhile is not a boundary.
 */
function nextChangeAt(app: AppData, now: Date): string | null {
  const active = [app.categories, app.materials, app.banners, app.buttons].flatMap((records) =>
    records.filter((record) => record.isActive && (record.visibleFrom != null || record.visibleUntil != null)),
  )
  return nextBoundaryAfter(active, now)
}

function adminView(appKey: string, navigation: NavigationRecord): Out<'admin.navigation.get'> {
  const { title, botUsername, appShortName, sharingEnabled, homeScreenSuggestion } = navigation
  return { appKey, title, botUsername, appShortName, sharingEnabled, homeScreenSuggestion }
}

/** GET /admin/navigation: the hub's settings as its admins change them. */
export function adminGet(ctx: ServiceContext): Promise<Out<'admin.navigation.get'>> {
  return ctx.store.read((data) => adminView(ctx.appKey, appOf(data, ctx.appKey).navigation))
}

/**
 * PUT /admin/navigation: replaces the sharing settings; issue 26's switches only when given (one
 * write, so an audit entry is one call here).
 */
export function updateSharing(ctx: ServiceContext, input: In<'admin.navigation.update'>): Promise<Out<'admin.navigation.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const before = sharingOf(app.navigation)
    app.navigation.botUsername = input.botUsername
    app.navigation.appShortName = input.appShortName
    if (input.sharingEnabled !== undefined) app.navigation.sharingEnabled = input.sharingEnabled
    if (input.homeScreenSuggestion !== undefined) app.navigation.homeScreenSuggestion = input.homeScreenSuggestion
    recordAudit(app, ctx, { action: 'update', resource: 'navigation', recordId: null, before, after: sharingOf(app.navigation) })
    return adminView(ctx.appKey, app.navigation)
  })
}
