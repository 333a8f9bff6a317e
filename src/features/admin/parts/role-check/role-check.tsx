import { useStore } from 'jotai'
import { useCallback, useEffect } from 'react'
import { trpc } from '@/api/trpc'
import { useAppKey } from '@/session/use-app-key'
import { useRoleChanged } from '@/features/admin/parts/roles/role-changed'
import { relearnRole, watchComeBacks } from './relearn-role'

/**
 * Asks the server for the admin's role now (relearn-role.ts: `POST /auth` again, at most once per gap).
 * The index calls it when it opens; RoleCheck when the admin comes back to the window.
 */
export function useRelearnRole() {
  const store = useStore()
  const appKey = useAppKey()
  const utils = trpc.useUtils()
  const changed = useRoleChanged()
  return useCallback(
    () => relearnRole({ store, appKey, signIn: (input) => utils.client.auth.mutate(input), onChange: changed }),
    [store, appKey, utils, changed],
  )
}

/** Asks each time the admin comes back to the window (focus, visible again, Telegram's visibility_changed). RoleWatch mounts it. */
export default function RoleCheck() {
  const relearn = useRelearnRole()
  useEffect(() => watchComeBacks(() => void relearn()), [relearn])
  return null
}
