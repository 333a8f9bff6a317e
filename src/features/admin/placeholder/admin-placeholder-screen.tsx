import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import type { AdminMessageKey } from '@/features/admin/admin-messages'
import type { MessageParams } from '@/i18n/translate'
import { useAdminT } from '@/features/admin/admin-messages'
import styles from './placeholder.module.css'

interface AdminPlaceholderScreenProps {
  title: AdminMessageKey
  params?: MessageParams
}

/** Stands in for an admin screen until it is built: its title, "coming soon", the way back. */
export function AdminPlaceholderScreen({ title, params }: AdminPlaceholderScreenProps) {
  const t = useAdminT()
  const appKey = useAppKey()
  return (
    <main className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>{t(title, params)}</h1>
      <p className={styles.hint}>{t('comingSoon')}</p>
      <Link to="/$appKey/admin" params={{ appKey }} className={styles.back}>
        {t('backToAdmin')}
      </Link>
    </main>
  )
}
