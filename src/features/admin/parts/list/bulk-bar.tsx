import { AsyncButton } from '@/ui/states/async-button'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import styles from './list.module.css'

interface BulkBarProps {
  count: number
  allTicked: boolean
  onTickAll: (on: boolean) => void
  onActivate?: () => Promise<unknown>
  onDeactivate?: () => Promise<unknown>
  onDelete?: () => Promise<unknown>
}

/** "Select all on the page" and, once rows are ticked, the bulk actions. */
export function BulkBar({ count, allTicked, onTickAll, onActivate, onDeactivate, onDelete }: BulkBarProps) {
  const t = usePartsT()
  return (
    <div className={styles.bulk}>
      <label className={styles.tickAll}>
        <input type="checkbox" className={styles.tick} checked={allTicked} onChange={(event) => onTickAll(event.target.checked)} />
        {count > 0 ? t('list.selected', { count }) : t('list.selectPage')}
      </label>
      {count > 0 && (
        <div className={styles.bulkActions}>
          {onActivate && (
            <AsyncButton variant="secondary" onClick={onActivate}>
              {t('list.activate')}
            </AsyncButton>
          )}
          {onDeactivate && (
            <AsyncButton variant="secondary" onClick={onDeactivate}>
              {t('list.deactivate')}
            </AsyncButton>
          )}
          {onDelete && (
            <AsyncButton variant="secondary" className={styles.danger} onClick={onDelete}>
              {t('list.delete')}
            </AsyncButton>
          )}
        </div>
      )}
    </div>
  )
}
