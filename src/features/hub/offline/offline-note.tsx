import { useMessages } from '@/i18n/use-t'
import { offlineMessages } from './offline-messages'
import styles from './offline.module.css'

/** Above a screen drawn from the reads kept on the device while the network does not answer: quiet, no action. */
export function OfflineNote() {
  const t = useMessages(offlineMessages)
  return (
    <p className={styles.note} role="status">
      {t('offline.note')}
    </p>
  )
}
