import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiErrorOf } from '@/api/api-error'
import type { User } from '@/api/contract/auth'
import { knownRole } from '@/api/contract/plain/admin-roles'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRolesT } from './roles-messages'

/**
 * What follows a role learned changed: a notice says the new role once, and every read the server
 * refused for the old role (403 `role_forbidden`) is asked again, so a raised role's screens fill
 * without a reload (those on screen at once, the others when next drawn). The screens themselves
 * follow the session's user (useAdminRole); a screen a lower role was kept from (a role gate) reads its
 * records when it first draws for the raised one.
 */
export function useRoleChanged() {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const t = useRolesT()
  return useCallback(
    (_before: User, after: User) => {
      notify('info', t('roleChanged', { role: t(`role.${knownRole(after.role) ?? 'owner'}`) }))
      void queryClient.invalidateQueries({ predicate: (query) => apiErrorOf(query.state.error)?.code === 'role_forbidden' })
    },
    [notify, queryClient, t],
  )
}
