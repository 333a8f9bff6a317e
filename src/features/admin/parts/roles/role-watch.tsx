import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { knownRole } from '@/api/contract/plain/admin-roles'
import { usersAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRolesT } from './roles-messages'

/**
 * A role changed while the admin works (issue 28): the server refuses the next call outside it
 * (403 `role_forbidden` with the caller's `role`); the session takes that role, so every screen
 * offers what it allows from then on, and a notice says so once. Mounted once by AdminChrome.
 */
export function RoleWatch() {
  const queryClient = useQueryClient()
  const store = useStore()
  const appKey = useAppKey()
  const notify = useNotify()
  const t = useRolesT()
  useEffect(() => {
    const learn = (error: unknown) => {
      const apiError = apiErrorOf(error)
      if (apiError?.code !== 'role_forbidden') return
      const role = knownRole(apiError.params?.role)
      const user = store.get(usersAtom)[appKey]
      if (!role || !user || (user.role ?? 'owner') === role) return
      store.set(usersAtom, (users) => ({ ...users, [appKey]: { ...user, role } }))
      notify('info', t('roleChanged', { role: t(`role.${role}`) }))
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
  }, [queryClient, store, appKey, notify, t])
  return null
}
