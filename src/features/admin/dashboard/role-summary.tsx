import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { useRoleScreensT } from '@/features/admin/parts/role-screens/role-screens-messages'
import styles from './dashboard.module.css'

/** Issue 28: the index says who the admin is in this hub and what that role may do. */
export function RoleSummary({ role }: { role: AdminRoleName }) {
  const t = useRolesT()
  const ts = useRoleScreensT()
  return (
    <section className={styles.role} aria-label={ts('yourRole', { role: t(`role.${role}`) })}>
      <p className={styles.roleName}>{ts('yourRole', { role: t(`role.${role}`) })}</p>
      <p className={styles.roleMay}>{ts(`may.${role}`)}</p>
    </section>
  )
}
