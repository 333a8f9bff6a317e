import type { ReactNode } from 'react'
import { useMessages } from '@/i18n/use-t'
import { BackControl } from '@/ui/back-control'
import { FloatingButton } from './floating-button/floating-button'
import { HubOverlays } from './hub-overlays'
import { hubMessages } from './hub-messages'
import styles from './screen.module.css'

interface HubScreenProps {
  children: ReactNode
  /** Home and section detail: the floating-button layout. */
  withFloatingButton?: boolean
  busy?: boolean
}

/**
 * A visitor screen: a phone-width column with side padding and safe areas, the back control
 * (outside Telegram, on inner screens), the overlays (their code loads once the page has loaded:
 * hub-overlays.tsx), and optionally the floating button.
 */
export function HubScreen({ children, withFloatingButton, busy }: HubScreenProps) {
  const t = useMessages(hubMessages)
  return (
    <main className={styles.screen} aria-busy={busy || undefined}>
      <BackControl label={t('nav.back')} />
      {children}
      {withFloatingButton && <FloatingButton />}
      <HubOverlays />
    </main>
  )
}
