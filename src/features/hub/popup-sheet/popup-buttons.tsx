import type { Button } from '@/api/contract/buttons'
import { hasOpenableLink } from '@/features/hub/links/link-action'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { buttonColors } from '@/features/hub/button-colors'
import press from '@/parts/cards/press.module.css'
import styles from './popup-sheet.module.css'

/** The popup's active buttons in the admin's colours; each opens its first link. */
export function PopupButtons({ buttons }: { buttons: readonly Button[] }) {
  const openLink = useOpenLink()
  const active = buttons.filter((button) => button.isActive)
  if (active.length === 0) return null
  return (
    <div className={styles.buttons}>
      {active.map((button) => (
        <button
          key={button.id}
          type="button"
          className={`${press.pressable} ${styles.button}`}
          style={buttonColors(button.background, button.color)}
          disabled={!hasOpenableLink(button.links)}
          onClick={() => openLink(button.links)}
        >
          {button.text}
        </button>
      ))}
    </div>
  )
}
