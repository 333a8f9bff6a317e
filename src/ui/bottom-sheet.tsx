import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styles from './bottom-sheet.module.css'
import { CloseButton } from './close-button'
import { useOverlay } from './use-overlay'
import { useSheetDrag } from './use-sheet-drag'
import { VisuallyHidden } from './visually-hidden'

const SHEET_MOTION_MS = 280

interface BottomSheetProps {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name; shown as the heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  titleAlign?: 'left' | 'center'
  closeLabel: string
  /** Shown above the title, e.g. a cover image. */
  media?: ReactNode
  children?: ReactNode
}

/**
 * A modal sheet from the bottom: closes on backdrop click, Escape, the close button, a downward
 * swipe past SWIPE_CLOSE_PX on its grip (or on its content while scrolled to the top), or a back
 * action (it is on overlayStackAtom while open).
 */
export function BottomSheet({ open, onClose, title, hideTitle, titleAlign = 'left', closeLabel, media, children }: BottomSheetProps) {
  const { mounted, shown, panelRef } = useOverlay(open, onClose, SHEET_MOTION_MS)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const drag = useSheetDrag(panelRef, bodyRef, onClose, mounted)

  if (!mounted) return null
  const heading = hideTitle ? (
    <VisuallyHidden as="h2" id={titleId}>
      {title}
    </VisuallyHidden>
  ) : (
    <h2 id={titleId} className={[styles.title, titleAlign === 'center' && styles.center].filter(Boolean).join(' ')}>
      {title}
    </h2>
  )
  return createPortal(
    <div className={[styles.root, shown && styles.shown].filter(Boolean).join(' ')} data-state={open ? 'open' : 'closed'}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-sheet-backdrop="" />
      <div ref={panelRef} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.top}>
          <div className={styles.grip} data-sheet-handle="" {...drag}>
            <span className={styles.handle} />
          </div>
          <CloseButton label={closeLabel} onClick={onClose} className={styles.close} />
        </div>
        <div ref={bodyRef} className={styles.body}>
          {media}
          {heading}
          {children}
        </div>
      </div>
    </div>,
    document.body,
  )
}
