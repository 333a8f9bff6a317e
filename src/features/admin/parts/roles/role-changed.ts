import { useCallback } from 'react'
import type { User } from '@/api/contract/auth'
import { knownRole } from '@/api/contract/plain/admin-roles'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useRolesT } from './roles-messages'

/**
 * What follows a role learned changed: a notice says the new role once. The screens themselves follow
 * the session's user (useAdminRole); a screen a lower role was kept from (a role gate) reads its records
 * when it first draws for the raised one.
 */
export function useRoleChanged() {
  const notify = useNotify()
  const t = useRolesT()
  return useCallback(
    (_before: User, after: User) => notify('info', t('roleChanged', { role: t(`role.${knownRole(after.role) ?? 'owner'}`) })),
    [notify, t],
  )
}
