import { useMessages } from '@/i18n/use-t'
import { loaderMessages } from './loader-messages'
import styles from './status.module.css'

/** Start-up and slow route loads: a centred spinner that screen readers announce. */
export function LoaderScreen() {
  const t = useMessages(loaderMessages)
  return (
    <main className={styles.loader} aria-busy="true">
      <div role="status" aria-live="polite" aria-label={t('loader.label')}>
        <span className={styles.ring} aria-hidden="true" />
        <span className="visually-hidden">{t('loader.loading')}</span>
      </div>
    </main>
  )
}
