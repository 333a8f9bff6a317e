import { EmptyState } from '@/ui/states/empty-state'
import { useListT } from './list-messages'
import styles from './list.module.css'

interface NoMatchStateProps {
  /** What was looked for, when a list can say it ("No category has «x» in its title"). */
  message?: string
  clearLabel?: string
  onClear: () => void
}

/** A search or filter that matches nothing, with the way back to the whole list: every admin list draws it so. */
export function NoMatchState({ message, clearLabel, onClear }: NoMatchStateProps) {
  const t = useListT()
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
