import type { ReactNode } from 'react'
import { BackControl } from '@/ui/back-control'
import { useStatusT } from './status-messages'
import styles from './status.module.css'

interface StatusLayoutProps {
  icon: ReactNode
  title: string
  text: string
  /** Buttons and links under the text. */
  children?: ReactNode
}

/** The common frame of the status screens: icon, heading, explanation, actions (and the back control of an inner screen that failed). */
export function StatusLayout({ icon, title, text, children }: StatusLayoutProps) {
  const t = useStatusT()
  return (
    <main className={styles.screen} aria-labelledby="status-title">
      <BackControl label={t('common.back')} className={styles.back} />
      <div className={styles.icon}>{icon}</div>
      <h1 id="status-title" className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </main>
  )
}
