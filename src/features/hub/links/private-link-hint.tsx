import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useHubMessages } from '../hub-messages'
import { privateLinkHintAtom } from './overlay-atoms'
import styles from './private-link-hint.module.css'

/** SPEC 9: how long the private-link hint stays. */
export const PRIVATE_LINK_HINT_MS = 1500

/** 'Не открылось? Сверни приложение', for PRIVATE_LINK_HINT_MS after each private-channel link on mobile. */
export function PrivateLinkHint() {
  const bump = useAtomValue(privateLinkHintAtom)
  const [hiddenAt, setHiddenAt] = useState(0)
  const t = useHubMessages()

  useEffect(() => {
    if (bump === 0) return
    const timer = setTimeout(() => setHiddenAt(bump), PRIVATE_LINK_HINT_MS)
    return () => clearTimeout(timer)
  }, [bump])

  const visible = bump !== 0 && hiddenAt !== bump
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <p key={bump} className={styles.hint} data-private-link-hint="">
          {t.privateLinkHint}
        </p>
      )}
    </div>
  )
}
