import type { ReactNode } from 'react'
import type { GatedItem } from './gated-item'
import styles from './item-mark.module.css'

/**
 * A card's audience or window mark as the stylesheet draws it: a padlock, or the box the words of
 * "from 3 December" go in. item-mark.tsx fills in the words; Home's first paint draws the boxes
 * before any words have loaded, so the cards keep their shape when the app takes over.
 */
export function MarkBox({ kind, label, children }: { kind: 'coming' | 'locked'; label?: string; children?: ReactNode }) {
  return kind === 'locked' ? (
    <span className={`${styles.mark} ${styles.lock}`} data-mark="locked" role={label ? 'img' : undefined} aria-label={label} />
  ) : (
    <span className={styles.mark} data-mark="coming">
      {children}
    </span>
  )
}

/** Which mark a record gets (docs/decisions/audiences.md): "from ..." on an announced one, a padlock on a members-only one. */
export const markKindOf = (item: GatedItem): 'coming' | 'locked' | undefined =>
  item.coming && item.visibleFrom ? 'coming' : item.locked ? 'locked' : undefined

/** A record's mark as a first paint draws it: the boxes, and the padlock's name (`lockLabel`). */
export function markBoxOf(item: GatedItem, lockLabel: string) {
  const kind = markKindOf(item)
  return kind && <MarkBox kind={kind} label={kind === 'locked' ? lockLabel : undefined} />
}
