import type { Button } from '@/api/contract/buttons'
import { buttonColors } from '@/features/hub/button-colors'
import press from '@/parts/cards/press.module.css'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import styles from './floating-button.module.css'
import { useFloatingButton } from './use-floating-button'

/** The admin's button fixed to the bottom, in its own colours, opening its first link. */
export function FloatingButtonView({ button }: { button: Pick<Button, 'text' | 'background' | 'color' | 'links'> }) {
  const openLink = useOpenLink()
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`${press.pressable} ${styles.button}`}
        style={buttonColors(button.background, button.color)}
        onClick={() => openLink(button.links)}
        data-floating-button=""
      >
        {button.text}
      </button>
    </div>
  )
}

/** Home's and section detail's floating button, with a spacer so it never hides the content. */
export function FloatingButton() {
  const { data: button } = useFloatingButton()
  if (!button) return null
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <FloatingButtonView button={button} />
    </>
  )
}
