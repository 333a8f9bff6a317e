import { ReorderIcon } from '@/features/admin/parts/controls/icons'
import { buttonClass } from '@/ui/button-class'
import { useOrderingT } from './ordering-messages'
import styles from './ordering.module.css'

interface ReorderToggleProps {
  reordering: boolean
  onChange: (reordering: boolean) => void
}

/**
 * Reordering is a mode of its own (stories/docs/admin-design-system.mdx): "Reorder" turns a list's
 * rows into handles and arrows (SortableList), "Done" turns them back into rows with their menus.
 */
export function ReorderToggle({ reordering, onChange }: ReorderToggleProps) {
  const t = useOrderingT()
  return reordering ? (
    <button type="button" className={buttonClass('tinted')} onClick={() => onChange(false)}>
      {t('done')}
    </button>
  ) : (
    <button type="button" className={buttonClass('ghost', { className: styles.toggle })} onClick={() => onChange(true)}>
      <ReorderIcon />
      {t('reorder')}
    </button>
  )
}

/** What reordering does, said once above the list while the mode is on. */
export function ReorderHint() {
  const t = useOrderingT()
  return (
    <p className={styles.hint} role="status">
      {t('hint')}
    </p>
  )
}
