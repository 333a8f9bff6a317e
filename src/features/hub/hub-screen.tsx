import { useIsFetching } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useMessages } from '@/i18n/use-t'
import { BackControl } from '@/ui/back-control'
import { whenLoaded } from '@/ui/lazy-module'
import { prefetchListedChunks } from '@/ui/prefetch'
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
 * (outside Telegram, on inner screens), the overlays, and optionally the floating button. Once
 * its reads are in and the browser is idle, the overlays' code is prefetched into the browser's
 * cache (index.html lists it), so that the first one opens without a round trip.
 */
export function HubScreen({ children, withFloatingButton, busy }: HubScreenProps) {
  const t = useMessages(hubMessages)
  const fetching = useIsFetching()
  useEffect(() => (fetching > 0 ? undefined : whenLoaded(() => prefetchListedChunks())), [fetching])
  return (
    <main className={styles.screen} aria-busy={busy || undefined}>
      <BackControl label={t('nav.back')} />
      {children}
      {withFloatingButton && <FloatingButton />}
      <HubOverlays />
    </main>
  )
}
