import { useEffect, useState } from 'react'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { PRIVATE_LINK_HINT_MS } from './overlay-atoms'
import styles from './private-link-hint.module.css'

/** The hint itself, for PRIVATE_LINK_HINT_MS after each bump (a new bump restarts it). */
export function PrivateLinkHintMessage({ bump }: { bump: number }) {
  const [hiddenAt, setHiddenAt] = useState(0)
  const t = useMessages(detailMessages)

  useEffect(() => {
    const timer = setTimeout(() => setHiddenAt(bump), PRIVATE_LINK_HINT_MS)
    return () => clearTimeout(timer)
  }, [bump])

  if (hiddenAt === bump) return null
  return (
    <p key={bump} className={styles.hint} data-private-link-hint="">
      {t('link.privateHint')}
    </p>
  )
}
