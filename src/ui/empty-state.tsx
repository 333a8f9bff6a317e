import type { ReactNode } from 'react'
import styles from './state.module.css'

interface EmptyStateProps {
  title: string
  message?: string
  /** A decorative glyph or illustration. */
  icon?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, message, icon = '∅', action }: EmptyStateProps) {
  return (
    <section className={styles.state} aria-label={title}>
      <div className={styles.icon} aria-hidden="true">{icon}</div>
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  )
}
