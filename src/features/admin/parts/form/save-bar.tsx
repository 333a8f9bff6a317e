import { useFocusedFieldAboveKeyboard } from '@/messenger/keyboard'
import { AsyncButton } from '@/ui/async-button'
import { usePartsT } from '@/features/admin/parts/parts-messages'
import styles from './form.module.css'

interface SaveBarProps {
  label: string
  dirty: boolean
  onSave: () => Promise<unknown>
}

/**
 * Sticks to the bottom of the screen (above the on-screen keyboard too) while the form scrolls;
 * when the keyboard opens, the field being typed in is brought back into view above the bar.
 */
export function SaveBar({ label, dirty, onSave }: SaveBarProps) {
  const t = usePartsT()
  useFocusedFieldAboveKeyboard()
  return (
    <div className={styles.saveBar}>
      <span className={styles.saveState} aria-live="polite">{dirty ? t('form.unsaved') : ''}</span>
      <AsyncButton type="submit" onClick={(event) => {
        event.preventDefault()
        return onSave()
      }}>
        {label}
      </AsyncButton>
    </div>
  )
}
