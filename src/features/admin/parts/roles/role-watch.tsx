import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { knownRole } from '@/api/contract/plain/admin-roles'
import { usersAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { useRoleChanged } from './role-changed'

/** Asking again when the admin comes back (parts/role-check/): loaded after the screen, out of the shell's first load. */
const RoleCheck = lazy(() => import('@/features/admin/parts/role-check/role-check'))

/**
 * A role changed while the admin works (issue 28), raised or lowered, shows without a new sign-in:
 * - the server refuses the next call outside it (403 `role_forbidden` with the caller's `role`); the
 *   session takes that role;
 * - coming back to the window (focused, visible again, Telegram's `visibility_changed`) asks for the
 *   current role (parts/role-check/role-check.tsx), which is how a raised one arrives.
 * Every screen offers what the role allows from then on, and a notice says so once. Mounted once by AdminChrome.
 */
export function RoleWatch() {
  const queryClient = useQueryClient()
  const store = useStore()
  const appKey = useAppKey()
  const changed = useRoleChanged()
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

  return (
    <Suspense fallback={null}>
      <RoleCheck />
    </Suspense>
  )
}
