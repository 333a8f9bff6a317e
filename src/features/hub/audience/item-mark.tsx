import { lazy, Suspense } from 'react'
import { hubMessages } from '@/features/hub/hub-messages'
import { useMessages } from '@/i18n/use-t'
import type { GatedItem } from './gated-item'
import { MarkBox, markKindOf } from './mark-box'

const ComingMark = lazy(() => import('./coming-mark'))

/** A lock on a members-only record the visitor cannot open (drawn by the stylesheet). */
function LockMark() {
  const t = useMessages(hubMessages)
  return <MarkBox kind="locked" label={t('audience.locked')} />
}

/**
 * What a card shows of a record's audience or window (docs/decisions/audiences.md): "from 3 December"
 * on an announced one not live yet (its words load after the first screen), else a lock on a
 * members-only record the visitor cannot open; undefined for one that opens as usual (the card then
 * shows its chevron).
 */
export function itemMarkOf(item: GatedItem) {
  const kind = markKindOf(item)
  if (kind === 'coming' && item.visibleFrom)
    return (
      <MarkBox kind="coming">
        <Suspense fallback={null}>
          <ComingMark visibleFrom={item.visibleFrom} />
        </Suspense>
      </MarkBox>
    )
  return kind === 'locked' ? <LockMark /> : undefined
}
