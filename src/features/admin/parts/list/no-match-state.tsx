import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { EmptyState } from '@/ui/states/empty-state'
import styles from './list.module.css'

interface NoMatchStateProps {
  /** What was looked for, when a list can say it ("No category has «x» in its title"). */
  message?: string
  clearLabel?: string
  onClear: () => void
}

/** A search or filter that matches nothing, with the way back to the whole list: every admin list draws it so. */
export function NoMatchState({ message, clearLabel, onClear }: NoMatchStateProps) {
  const t = usePartsT()
  return (
    <EmptyState
      title={t('list.noMatch')}
      message={message ?? t('list.noMatchText')}
      icon="⌕"
      action={
        <button type="button" className={styles.textButton} onClick={onClear}>
          {clearLabel ?? t('list.clearFilters')}
        </button>
      }
    />
  )
}
