import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useCallback, useEffect } from 'react'
import { apiErrorOf } from '@/api/api-error'
import type { User } from '@/api/contract/auth'
import { knownRole, roleAllows } from '@/api/contract/plain/admin-roles'
import { trpc } from '@/api/trpc'
import { usersAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRolesT } from './roles-messages'

const refusedForRole = (error: unknown) => apiErrorOf(error)?.code === 'role_forbidden'

/**
 * What follows a role learned changed: a notice says the new role once, and a raised role has the reads
 * the old one was refused read again (its screens fill at once). The screens themselves follow the
 * session's user (useAdminRole).
 */
function useRoleChanged() {
  const queryClient = useQueryClient()
  const notify = useNotify()
  const t = useRolesT()
  return useCallback(
    (before: User, after: User) => {
      const role = knownRole(after.role) ?? 'owner'
      notify('info', t('roleChanged', { role: t(`role.${role}`) }))
      if (roleAllows(role, knownRole(before.role) ?? 'owner'))
        void queryClient.invalidateQueries({ predicate: (query) => refusedForRole(query.state.error) })
    },
    [queryClient, notify, t],
  )
}

/**
 * Asks the server for the admin's role now (relearn-role.ts: `POST /auth` again, at most once per gap).
 * The index calls it when it opens; RoleWatch when the admin comes back to the window. relearn-role.ts
 * loads at the first ask, out of every admin screen's first load (issue 10's budget).
 */
export function useRelearnRole() {
  const store = useStore()
  const appKey = useAppKey()
  const utils = trpc.useUtils()
  const changed = useRoleChanged()
  return useCallback(
    () =>
      import('@/features/admin/parts/role-check/relearn-role')
        .then(({ relearnRole }) => relearnRole({ store, appKey, signIn: (input) => utils.client.auth.mutate(input), onChange: changed }))
        .catch(() => undefined),
    [store, appKey, utils, changed],
  )
}

/**
 * A role changed while the admin works (issue 28), raised or lowered, shows without a new sign-in:
 * - the server refuses the next call outside it (403 `role_forbidden` with the caller's `role`); the
 *   session takes that role;
 * - coming back to the window (focused, visible again, Telegram's `visibility_changed`) asks for the
 *   current role (useRelearnRole), which is how a raised one arrives.
 * Every screen offers what the role allows from then on, and a notice says so once. Mounted once by AdminChrome.
 */
export function RoleWatch() {
  const queryClient = useQueryClient()
  const store = useStore()
  const appKey = useAppKey()
  const changed = useRoleChanged()
  const relearn = useRelearnRole()
  useEffect(() => {
    const learn = (error: unknown) => {
      const apiError = apiErrorOf(error)
      if (apiError?.code !== 'role_forbidden') return
      const role = knownRole(apiError.params?.role)
      const user = store.get(usersAtom)[appKey]
      if (!role || !user || (user.role ?? 'owner') === role) return
      const after = { ...user, role }
      store.set(usersAtom, (users) => ({ ...users, [appKey]: after }))
      changed(user, after)
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') learn(event.action.error)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') learn(event.action.error)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, store, appKey, changed])
  useEffect(() => {
    // The listeners come with the check's module (out of the shell's first load).
    let stop: (() => void) | undefined
    let stopped = false
    void import('@/features/admin/parts/role-check/relearn-role').then(({ watchComeBacks }) => {
      if (!stopped) stop = watchComeBacks(() => void relearn())
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [relearn])
  return null
}
