import type { ReactNode } from 'react'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { useAdminRole, useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { EmptyState } from '@/ui/states/empty-state'
import { useAppKey } from '@/session/use-app-key'
import { useRoleScreensT } from './role-screens-messages'

/** A screen only `needs` may open: for another role, the screen says who may instead (a link kept or typed in). */
export function RoleGate({ needs, title, children }: { needs: AdminRoleName; title: string; children: ReactNode }) {
  const t = useRoleScreensT()
  const tr = useRolesT()
  const appKey = useAppKey()
  const role = useAdminRole()
  if (useRoleAllows(needs)) return children
  return (
    <AdminPage title={title} backTo="/$appKey/admin">
      <EmptyState
        title={t('gateTitle', { needs: tr(`role.${needs}`) })}
        message={t('gateText', { role: tr(`role.${role}`).toLowerCase() })}
        action={
          <ButtonLink to="/$appKey/admin" params={{ appKey }} variant="secondary">
            {t('back')}
          </ButtonLink>
        }
      />
    </AdminPage>
  )
}
