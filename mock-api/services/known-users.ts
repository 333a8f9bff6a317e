import { DEV_USERS } from '../dev-users'
import type { ServiceContext } from '../context'
import type { AppData, KnownUserRecord } from '../store/store'
import { findApp } from './app-data'

/**
 * Who the mock knows by `@username` in a hub: the users who have signed in to it (POST /auth records
 * them) and the dev toolbar's users. A real backend would ask its own users table, or Telegram.
 */
export function userIdByUsername(app: AppData, username: string): number | null {
  const wanted = username.toLowerCase()
  for (const [id, user] of Object.entries(app.knownUsers ?? {})) if (user.username?.toLowerCase() === wanted) return Number(id)
  for (const [id, user] of Object.entries(DEV_USERS)) if (user.username.toLowerCase() === wanted) return Number(id)
  return null
}

/**
 * Remembers a signed-in user as their launch data names them; writes only when something is new
 * (a sign-in is no write for a user the hub knows as they are).
 */
export async function rememberUser(ctx: Pick<ServiceContext, 'appKey' | 'store'>, id: number, user: KnownUserRecord): Promise<void> {
  const key = String(id)
  const same = (known: KnownUserRecord | undefined) =>
    known !== undefined && known.username === user.username && known.firstName === user.firstName && known.lastName === user.lastName
  if (await ctx.store.read((data) => same(findApp(data, ctx.appKey)?.knownUsers?.[key]))) return
  await ctx.store.write((data) => {
    const app = findApp(data, ctx.appKey)
    if (!app || same(app.knownUsers?.[key])) return
    ;(app.knownUsers ??= {})[key] = user
  })
}
