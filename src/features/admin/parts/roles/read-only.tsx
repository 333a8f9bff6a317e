import type { ReactNode } from 'react'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import { EmptyState } from '@/ui/states/empty-state'
import { useAppKey } from '@/session/use-app-key'
import { useRolesT } from './roles-messages'
import { useAdminRole, useRoleAllows } from './use-admin-role'
import styles from './roles.module.css'

/** A form's fields for a role that may not write them: shown, every control disabled (a disabled fieldset). */
export function ReadOnlyFields({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled className={styles.readOnlyFields}>
      {children}
    </fieldset>
  )
}

/** Why a form cannot be saved: the admin's role and the one that may. */
export function ReadOnlyNote({ needs = 'editor' }: { needs?: AdminRoleName }) {
  const t = useRolesT()
  const role = useAdminRole()
  return (
    <p className={styles.note} role="note">
      {t('readOnly', { role: t(`role.${role}`).toLowerCase(), needs: t(`role.${needs}`).toLowerCase() })}
    </p>
  )
}

/** A screen only `needs` may open: for another role, the screen says who may instead (a link kept or typed in). */
export function RoleGate({ needs, title, children }: { needs: AdminRoleName; title: string; children: ReactNode }) {
  const t = useRolesT()
  const appKey = useAppKey()
  const role = useAdminRole()
  if (useRoleAllows(needs)) return children
  return (
    <AdminPage title={title} backTo="/$appKey/admin">
      <EmptyState
        title={t('gateTitle', { needs: t(`role.${needs}`) })}
        message={t('gateText', { role: t(`role.${role}`).toLowerCase() })}
        action={
          <ButtonLink to="/$appKey/admin" params={{ appKey }} variant="secondary">
            {t('back')}
          </ButtonLink>
        }
      />
    </AdminPage>
  )
}
