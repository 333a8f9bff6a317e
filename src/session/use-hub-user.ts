import { useAtomValue } from 'jotai'
import type { User } from '@/api/contract/auth'
import { usersAtom } from './session-atoms'
import { useAppKey } from './use-app-key'

/** The user signed in to the route's hub; null while anonymous (or before its sign-in has answered). */
export function useHubUser(): User | null {
  const appKey = useAppKey()
  return useAtomValue(usersAtom)[appKey] ?? null
}
