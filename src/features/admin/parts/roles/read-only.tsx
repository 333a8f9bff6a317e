import type { ReactNode } from 'react'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { ReadOnlyContext } from './read-only-context'
import { useRolesT } from './roles-messages'
import { useAdminRole } from './use-admin-role'
import styles from './roles.module.css'

/** A form's fields for a role that may not write them: shown, every control disabled (a disabled fieldset, and ReadOnlyContext for what it does not reach). */
export function ReadOnlyFields({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled className={styles.readOnlyFields}>
      <ReadOnlyContext value>{children}</ReadOnlyContext>
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
