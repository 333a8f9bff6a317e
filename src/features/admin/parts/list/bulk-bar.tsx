import { AsyncButton } from '@/ui/states/async-button'
import { buttonClass } from '@/ui/button-class'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useListT } from './list-messages'
import { RowCheck } from './list-row'
import styles from './list.module.css'

interface BulkBarProps {
  count: number
  allTicked: boolean
  onTickAll: (on: boolean) => void
  onActivate?: () => Promise<unknown>
  onDeactivate?: () => Promise<unknown>
  onDelete?: () => Promise<unknown>
  /** Leaves the selection mode. */
  onDone: () => void
}

/** The selection mode's bar: tick the whole page, how many are ticked, what to do with them, Done. */
export function BulkBar({ count, allTicked, onTickAll, onActivate, onDeactivate, onDelete, onDone }: BulkBarProps) {
  const t = useListT()
  const tp = usePartsT()
  return (
    <div className={styles.bulk} role="toolbar" aria-label={t('list.bulk')}>
      <div className={styles.tickAll}>
        <RowCheck checked={allTicked} onChange={onTickAll} label={t('list.selectPage')} />
        <span aria-live="polite">{count > 0 ? t('list.selected', { count }) : t('list.selectPage')}</span>
      </div>
      <div className={styles.bulkActions}>
        {count > 0 && onActivate && (
          <AsyncButton variant="tinted" onClick={onActivate}>
            {t('list.activate')}
          </AsyncButton>
        )}
        {count > 0 && onDeactivate && (
          <AsyncButton variant="tinted" onClick={onDeactivate}>
            {t('list.deactivate')}
          </AsyncButton>
        )}
        {count > 0 && onDelete && (
          <AsyncButton variant="tinted" danger onClick={onDelete}>
            {tp('list.delete')}
          </AsyncButton>
        )}
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          {t('list.done')}
        </button>
      </div>
    </div>
  )
}
