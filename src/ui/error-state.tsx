import { AsyncButton } from './async-button'
import styles from './state.module.css'

interface ErrorStateProps {
  title: string
  message?: string
  retryLabel: string
  /** Usually a query's `refetch`; the button spins until it settles. */
  onRetry?: () => unknown
}

export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <section className={styles.state} role="alert">
      <div className={styles.icon} aria-hidden="true">⚠︎</div>
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <div className={styles.action}>
          <AsyncButton variant="secondary" onClick={onRetry}>{retryLabel}</AsyncButton>
        </div>
      )}
    </section>
  )
}
