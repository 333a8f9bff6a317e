import type { ReactNode } from 'react'
import { BackControl } from '@/ui/back-control'
import { StateMessage } from '@/ui/states/state-message'
import { useStatusT } from './status-messages'
import styles from './status.module.css'

interface StatusLayoutProps {
  icon: ReactNode
  title: string
  text: string
  /** Buttons and links under the text. */
  children?: ReactNode
}

/** A status screen: the shared state look (StateMessage), centred on the whole screen, with the back control of an inner screen that failed. */
export function StatusLayout({ icon, title, text, children }: StatusLayoutProps) {
  const t = useStatusT()
  return (
    <main className={styles.screen} aria-labelledby="status-title">
      <BackControl label={t('common.back')} className={styles.back} />
      <StateMessage icon={icon} title={title} text={text} titleAs="h1" titleId="status-title" actions={children} />
    </main>
  )
}
