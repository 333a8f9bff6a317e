import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { useAdminT } from '@/features/admin/admin-messages'
import { ADMIN_SECTIONS } from './admin-sections'
import styles from './placeholder.module.css'

/** The admin index: one row per admin screen. */
export function AdminIndexScreen() {
  const t = useAdminT()
  const appKey = useAppKey()
  return (
    <main className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>{t('title')}</h1>
      <nav aria-labelledby="admin-title">
        <ul className={styles.list}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to} className={styles.item}>
              <Link to={section.to} params={{ appKey }} className={styles.link}>
                {t(section.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  )
}
