import { useState } from 'react'
import { useMessages } from '@/i18n/use-t'
import { offlineMessages } from './offline-messages'
import styles from './offline.module.css'

/**
 * A screen with nothing kept and no network. In the first screen's chunk, not with the other
 * error states: offline, a lazy chunk may not arrive, and the screen would stay empty.
 */
export function OfflineState({ onRetry }: { onRetry: () => unknown }) {
  const t = useMessages(offlineMessages)
  const [busy, setBusy] = useState(false)
  const retry = () => {
    setBusy(true)
    void Promise.resolve(onRetry()).finally(() => setBusy(false))
  }
  return (
    <section className={styles.state} role="alert" aria-labelledby="offline-title">
      <h2 className={styles.title} id="offline-title">
        {t('offline.title')}
      </h2>
      <p className={styles.message}>{t('offline.message')}</p>
      <button type="button" className={styles.retry} onClick={retry} disabled={busy} aria-busy={busy || undefined}>
        {t('offline.retry')}
      </button>
    </section>
  )
}
