import { Link } from '@tanstack/react-router'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import { isInTelegram } from '@/messenger/bridge'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import styles from './admin-entry.module.css'

/**
 * The way into the admin for an admin in a plain browser: a small link under Home. Inside
 * Telegram the settings button leads there instead (src/app/navigation/admin-settings-button.ts).
 */
export function AdminEntry() {
  const t = useMessages(hubMessages)
  const appKey = useAppKey()
  const user = useHubUser()
  if (!user?.isAdmin || isInTelegram()) return null
  return (
    <Link to="/$appKey/admin" params={{ appKey }} className={styles.entry}>
      {t('home.admin')}
    </Link>
  )
}
