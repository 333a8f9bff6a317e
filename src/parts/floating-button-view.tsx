import type { Button } from '@/api/contract/buttons'
import { buttonColors } from './button-colors'
import press from './cards/press.module.css'
import styles from './floating-button.module.css'

interface FloatingButtonViewProps {
  button: Pick<Button, 'text' | 'background' | 'color'>
  onPress?: () => void
  /** Inside a positioned box (the admin's Home mock) instead of fixed to the window. */
  contained?: boolean
}

/** The admin's button fixed to the bottom of Home, in its own colours. */
export function FloatingButtonView({ button, onPress, contained }: FloatingButtonViewProps) {
  return (
    <div className={contained ? `${styles.bar} ${styles.contained}` : styles.bar}>
      <button
        type="button"
        className={`${press.pressable} ${styles.button}`}
        style={buttonColors(button.background, button.color)}
        onClick={onPress}
        data-floating-button=""
      >
        {button.text}
      </button>
    </div>
  )
}

/** Keeps the last card clear of the fixed bar. */
export function FloatingButtonSpacer() {
  return <div className={styles.spacer} aria-hidden="true" />
}
