import type { ReactNode } from 'react'
import { EmptyIcon } from './state-icons'
import { StateMessage } from './state-message'
import styles from './state.module.css'

interface EmptyStateProps {
  title: string
  message?: string
  /** A line icon from ./state-icons (default: an empty tray). */
  icon?: ReactNode
  /** The way on, e.g. a link home (`buttonClass()`, full width). */
  action?: ReactNode
}

/** Nothing to show yet, inside a screen: the same look as the status screens (StateMessage). */
export function EmptyState({ title, message, icon = <EmptyIcon />, action }: EmptyStateProps) {
  return (
    <section className={styles.state} aria-label={title}>
      <StateMessage icon={icon} title={title} text={message} actions={action} />
    </section>
  )
}
