import type { ReactNode } from 'react'
import styles from './state.module.css'

interface StateMessageProps {
  /** A line icon from ./state-icons, drawn in a circle tinted with the hub's accent. */
  icon: ReactNode
  title: string
  text?: string
  /** `h1` on a full-screen status (give `titleId` to label the screen), `p` inside a hub screen that has its own title. */
  titleAs?: 'h1' | 'p'
  titleId?: string
  /** Buttons and links under the text: `buttonClass()` or AsyncButton, full width (`block`). */
  actions?: ReactNode
}

/**
 * The one look of empty, error and status states, in the hub and on the status screens: a tinted
 * icon, a title, a line of explanation and the way on (retry, home, subscribe).
 */
export function StateMessage({ icon, title, text, titleAs: Title = 'p', titleId, actions }: StateMessageProps) {
  return (
    <>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  )
}
