import type { User } from '@/api/contract/auth'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import type { LaunchParams } from '@/messenger/launch-params'
import { DEV_BOT_TOKEN, issueToken, signInitData } from '@mock-api/auth'

/** The seed's messenger users: 1 administers `demo` and `club`, 2 is a visitor, 3 a `club` subscriber. */
export type SeedUserId = 1 | 2 | 3

/** A bearer token the mock API accepts for `userId` on `appKey` (the dev bot token signs it). */
export function signedInToken(userId: number, appKey = 'demo'): Promise<string> {
  return issueToken({ sub: userId, app: appKey }, DEV_BOT_TOKEN, new Date())
}

/** The user `POST /auth` would return for a seed user (enough for screens that read the hub's user, useHubUser). */
export function seedUser(userId: number, role?: AdminRoleName): User {
  return {
    id: userId,
    firstName: userId === 1 ? 'Anna' : 'Boris',
    lastName: null,
    username: null,
    languageCode: 'ru',
    isAdmin: userId === 1,
    ...(role && { role }),
  }
}

/** Launch params of a seed user as Telegram gives them (launch data signed with the dev bot token, dated now). */
export async function seedLaunchParams(userId: number, language: 'ru' | 'en' = 'ru'): Promise<LaunchParams> {
  const { firstName } = seedUser(userId)
  const initData = await signInitData(
    {
      user: JSON.stringify({ id: userId, first_name: firstName, language_code: language }),
      auth_date: String(Math.floor(Date.now() / 1000)),
    },
    DEV_BOT_TOKEN,
  )
  return { initData, user: null, platform: 'ios', version: '8.0', themeParams: {}, startParam: null }
}
