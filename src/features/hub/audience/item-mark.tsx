import { useAtomValue } from 'jotai'
import { languageAtom } from '@/session/session-atoms'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import type { GatedItem } from './gated-item'
import styles from './item-mark.module.css'

/** "3 December" in the visitor's language (the day the record goes live, by the device's clock zone). */
export const comingDay = (visibleFrom: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(new Date(visibleFrom))

/**
 * What a card shows of a record's audience or window (docs/decisions/audiences.md): a lock on a
 * members-only record the visitor cannot open, "from 3 December" on an announced one not live yet.
 * Small on purpose (the first screen's): the lock is drawn by the stylesheet.
 */
function ItemMark({ item }: { item: GatedItem }) {
  const t = useMessages(hubMessages)
  const language = useAtomValue(languageAtom)
  const coming = item.coming && item.visibleFrom
  return (
    <span
      className={coming ? styles.mark : `${styles.mark} ${styles.lock}`}
      data-mark={coming ? 'coming' : 'locked'}
      role={coming ? undefined : 'img'}
      aria-label={coming ? undefined : t('audience.locked')}
    >
      {coming && t('audience.comingFrom', { day: comingDay(coming, language) })}
    </span>
  )
}

/** A card's mark, or undefined for a record that opens as usual (the card then shows its chevron). */
export const itemMarkOf = (item: GatedItem) => (item.locked || item.coming ? <ItemMark item={item} /> : undefined)
