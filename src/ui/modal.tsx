import { useId, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseButton } from './close-button'
import styles from './modal.module.css'
import { useOverlay } from './use-overlay'

const MODAL_MOTION_MS = 200

interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children?: ReactNode
}

/** A centred dialog (used for the video player): backdrop click, Escape, the close button and a back action (overlayStackAtom) close it. */
export function Modal({ open, onClose, title, closeLabel, children }: ModalProps) {
  const { mounted, shown, panelRef: dialogRef } = useOverlay(open, onClose, MODAL_MOTION_MS)
  const titleId = useId()

  if (!mounted) return null
  return createPortal(
    <div className={[styles.root, shown && styles.shown].filter(Boolean).join(' ')} data-state={open ? 'open' : 'closed'}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton label={closeLabel} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  )
}
