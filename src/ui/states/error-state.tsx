import type { ReactNode } from 'react'
import { AsyncButton } from './async-button'
import { WarningIcon } from './state-icons'
import { StateMessage } from './state-message'
import styles from './state.module.css'

interface ErrorStateProps {
  title: string
  message?: string
  retryLabel: string
  /** Usually a query's `refetch`; the button spins until it settles. */
  onRetry?: () => unknown
  /** Another way on (e.g. a link home), under the retry button. */
  action?: ReactNode
  /** A line icon from ./state-icons (default: a warning sign). */
  icon?: ReactNode
}

/** A failed load inside a screen, announced as an alert: the same look as the status screens (StateMessage). */
export function ErrorState({ title, message, retryLabel, onRetry, action, icon = <WarningIcon /> }: ErrorStateProps) {
  const retry = onRetry && (
    <AsyncButton block onClick={onRetry}>
      {retryLabel}
    </AsyncButton>
  )
  return (
    <section className={styles.state} role="alert">
      <StateMessage
        icon={icon}
        title={title}
        text={message}
        actions={
          retry || action ? (
            <>
              {retry}
              {action}
            </>
          ) : undefined
        }
      />
    </section>
  )
}
