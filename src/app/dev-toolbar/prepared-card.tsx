import { useEffect, useState } from 'react'
import type { ShareCard } from '@/api/contract/share-messages'
import { DEV_PREPARED_EVENT, type DevPreparedDetail } from '@/messenger/dev-events'
import styles from './dev-toolbar.module.css'

/**
 * Development only: the card Telegram's share sheet would send for the last share the hub prepared
 * (issue 26), read from the dev server's stand-in (`GET /__dev/share-messages/{id}`), since no real
 * bot stored it. Shown until dismissed; nothing while no card was prepared.
 */
export function PreparedCard() {
  const [card, setCard] = useState<ShareCard | 'missing' | null>(null)
  useEffect(() => {
    const heard = (event: Event) => {
      const { appKey, id } = (event as CustomEvent<DevPreparedDetail>).detail
      fetch(`/__dev/share-messages/${encodeURIComponent(id)}?app_key=${encodeURIComponent(appKey)}`)
        .then((response) => (response.ok ? (response.json() as Promise<{ data: ShareCard }>) : null))
        .then((body) => setCard(body?.data ?? 'missing'))
        .catch(() => setCard('missing'))
    }
    window.addEventListener(DEV_PREPARED_EVENT, heard)
    return () => window.removeEventListener(DEV_PREPARED_EVENT, heard)
  }, [])
  if (card === null) return null
  return (
    <section className={styles.card} aria-label="Share card that would be sent">
      {card === 'missing' ? (
        <p>The dev server does not know this card (expired, or another server).</p>
      ) : (
        <>
          {card.imageUrl && <img src={card.imageUrl} alt="" className={styles.cardImage} />}
          <p className={styles.cardText}>{card.text}</p>
          <a href={card.button.url} className={styles.cardButton}>
            {card.button.text}
          </a>
          <p className={styles.note}>
            For user {card.userId} · until {card.expiresAt}
          </p>
        </>
      )}
      <button type="button" className={styles.apply} onClick={() => setCard(null)}>
        Close
      </button>
    </section>
  )
}
