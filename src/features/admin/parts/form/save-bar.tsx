import { useRef } from 'react'
import { useTypingFieldClearOf } from '@/messenger/keyboard'
import { AsyncButton } from '@/ui/states/async-button'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import styles from './form.module.css'

interface SaveBarProps {
  label: string
  dirty: boolean
  onSave: () => Promise<unknown>
}

/**
 * Sticks to the bottom of the screen (above the on-screen keyboard too) while the form scrolls;
 * the field being typed in is kept in view above it (on focus, and when the keyboard opens).
 */
export function SaveBar({ label, dirty, onSave }: SaveBarProps) {
  const t = usePartsT()
  const bar = useRef<HTMLDivElement>(null)
  useTypingFieldClearOf(bar)
  return (
    <div ref={bar} className={styles.saveBar}>
      <span className={styles.saveState} aria-live="polite">
        {dirty ? t('form.unsaved') : ''}
      </span>
      <AsyncButton
        type="submit"
        onClick={(event) => {
          event.preventDefault()
          return onSave()
        }}
      >
        {label}
      </AsyncButton>
    </div>
  )
}
