import type { Button } from '@/api/contract/buttons'
import { buttonColors } from '@/parts/button-colors'
import press from '@/parts/cards/press.module.css'
import styles from './popup-sheet.module.css'

export type PopupButtonLook = Pick<Button, 'id' | 'text' | 'background' | 'color' | 'isActive'>

interface PopupButtonsProps<B extends PopupButtonLook> {
  buttons: readonly B[]
  /** Absent: the button is drawn disabled (no link to open). */
  onPressOf?: (button: B) => (() => void) | undefined
}

/** The popup's active buttons in the admin's colours. */
export function PopupButtons<B extends PopupButtonLook>({ buttons, onPressOf }: PopupButtonsProps<B>) {
  const active = buttons.filter((button) => button.isActive)
  if (active.length === 0) return null
  return (
    <div className={styles.buttons}>
      {active.map((button, index) => {
        const onPress = onPressOf?.(button)
        return (
          <button
            key={button.id || `new-${String(index)}`}
            type="button"
            className={`${press.pressable} ${styles.button}`}
            style={buttonColors(button.background, button.color)}
            disabled={!onPress}
            onClick={onPress}
          >
            {button.text}
          </button>
        )
      })}
    </div>
  )
}
