import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { appKeyAtom } from '../../../app/session-atoms'
import type { MessageKey } from '../../../i18n/ru'
import type { MessageParams } from '../../../i18n/translate'
import { useT } from '../../../i18n/use-t'
import styles from './placeholder.module.css'

interface AdminPlaceholderScreenProps {
  title: MessageKey
  params?: MessageParams
}

/** Stands in for an admin screen until it is built: its title, "coming soon", the way back. */
export function AdminPlaceholderScreen({ title, params }: AdminPlaceholderScreenProps) {
  const t = useT()
  const appKey = useAtomValue(appKeyAtom) ?? ''
  return (
    <main className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>{t(title, params)}</h1>
      <p className={styles.hint}>{t('admin.comingSoon')}</p>
      <Link to="/$appKey/admin" params={{ appKey }} className={styles.back}>
        {t('admin.backToAdmin')}
      </Link>
    </main>
  )
}
