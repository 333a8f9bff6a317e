import type { ReactNode } from 'react'
import { FloatingButton } from './floating-button/floating-button'
import { HubOverlays } from './hub-overlays'
import styles from './screen.module.css'

interface HubScreenProps {
  children: ReactNode
  /** Home and section detail: the floating-button layout. */
  withFloatingButton?: boolean
  busy?: boolean
}

/** A visitor screen: side padding and safe areas, the overlays, and optionally the floating button. */
export function HubScreen({ children, withFloatingButton, busy }: HubScreenProps) {
  return (
    <main className={styles.screen} aria-busy={busy || undefined}>
      {children}
      {withFloatingButton && <FloatingButton />}
      <HubOverlays />
    </main>
  )
}
