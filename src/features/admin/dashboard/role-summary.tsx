import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import styles from './dashboard.module.css'

/** Issue 28: the index says who the admin is in this hub and what that role may do. */
export function RoleSummary({ role }: { role: AdminRoleName }) {
  const t = useRolesT()
  return (
    <section className={styles.role} aria-label={t('yourRole', { role: t(`role.${role}`) })}>
      <p className={styles.roleName}>{t('yourRole', { role: t(`role.${role}`) })}</p>
      <p className={styles.roleMay}>{t(`may.${role}`)}</p>
    </section>
  )
}
