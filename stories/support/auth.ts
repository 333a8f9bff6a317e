import type { Loader } from '@storybook/react-vite'
import type { User } from '@/api/contract/auth'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'

/** The seed's messenger users: 1 administers `demo`, 2 is a visitor. */
export type StoryUserId = 1 | 2

/** A bearer token the mock API accepts (same dev bot token as `createMockApi`). */
export function storyToken(userId: number, appKey = 'demo'): Promise<string> {
  return issueToken({ sub: userId, app: appKey }, DEV_BOT_TOKEN, new Date())
}

export function storyUser(userId: number): User {
  return {
    id: userId,
    firstName: userId === 1 ? 'Anna' : 'Boris',
    lastName: null,
    username: null,
    languageCode: 'ru',
    isAdmin: userId === 1,
  }
}

export interface SignedIn {
  token?: string
  user?: User
}

/**
 * `parameters.signedInAs: 1 | 2` signs the story in: the token is async to make, so a loader
 * makes it and the global decorator puts it (and the user) into the story's jotai store.
 */
export const signedInLoader: Loader = async ({ parameters }): Promise<SignedIn> => {
  const userId = parameters.signedInAs as number | undefined
  if (userId === undefined) return {}
  const appKey = (parameters.appKey as string | undefined) ?? 'demo'
  return { token: await storyToken(userId, appKey), user: storyUser(userId) }
}
