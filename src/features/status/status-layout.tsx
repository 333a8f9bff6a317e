import type { ReactNode } from 'react'
import styles from './status.module.css'

interface StatusLayoutProps {
  icon: ReactNode
  title: string
  text: string
  /** Buttons and links under the text. */
  children?: ReactNode
}

/** The common frame of the status screens: icon, heading, explanation, actions. */
export function StatusLayout({ icon, title, text, children }: StatusLayoutProps) {
  return (
    <main className={styles.screen} aria-labelledby="status-title">
      <div className={styles.icon}>{icon}</div>
      <h1 id="status-title" className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </main>
  )
}
