import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { StartScreen } from '@/api/contract/plain/start-param'
import { BottomSheet } from '@/ui/bottom-sheet'
import { CloseButton } from '@/ui/close-button'
import { useEscape } from '@/ui/use-escape'
import { useFocusTrap } from '@/ui/use-focus-trap'
import { useMediaQuery } from '@/ui/use-media-query'
import { SharePanel } from './share-panel'
import { useSharingT } from './sharing-messages'
import styles from './sharing.module.css'

interface ShareSheetProps {
  open: boolean
  onClose: () => void
  /** The Share button: the desktop popover hangs under it, and the focus goes back to it. */
  anchor: RefObject<HTMLElement | null>
  /** The sheet's name ("Share “Courses”"). */
  label: string
  start: StartScreen
  title: string
}

/** The share panel where it fits the screen: a bottom sheet on a phone, a popover under the button from 640 px. */
export default function ShareSheet({ open, onClose, anchor, label, start, title }: ShareSheetProps) {
  const t = useSharingT()
  const wide = useMediaQuery('(min-width: 640px)')
  if (!wide) {
    return (
      <BottomSheet open={open} onClose={onClose} title={label} closeLabel={t('close')}>
        <SharePanel start={start} title={title} />
      </BottomSheet>
    )
  }
  return open ? (
    <SharePopover onClose={onClose} anchor={anchor} label={label}>
      <SharePanel start={start} title={title} />
    </SharePopover>
  ) : null
}

const POPOVER_WIDTH = 380

/** A dialog under its button, inside the window; Escape, a click outside or the close button close it. */
function SharePopover({ onClose, anchor, label, children }: Omit<ShareSheetProps, 'open' | 'start' | 'title'> & { children: ReactNode }) {
  const t = useSharingT()
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null)
  useEscape(true, onClose)
  useFocusTrap(panel, true)
  useLayoutEffect(() => {
    const follow = () => {
      const box = anchor.current?.getBoundingClientRect()
      if (!box) return
      const left = Math.min(Math.max(8, box.right - POPOVER_WIDTH), window.innerWidth - POPOVER_WIDTH - 8)
      setPlace({ top: box.bottom + 8, left })
    }
    follow()
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose()
    }
    window.addEventListener('resize', follow)
    window.addEventListener('scroll', follow, true)
    document.addEventListener('pointerdown', outside, true)
    return () => {
      window.removeEventListener('resize', follow)
      window.removeEventListener('scroll', follow, true)
      document.removeEventListener('pointerdown', outside, true)
    }
  }, [anchor, onClose])
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.popover}
      style={{ width: POPOVER_WIDTH, ...(place ?? { visibility: 'hidden', top: 0, left: 0 }) }}
    >
      <div className={styles.popoverHead}>
        <h2 id={titleId} className={styles.popoverTitle}>
          {label}
        </h2>
        <CloseButton label={t('close')} onClick={onClose} className={styles.popoverClose} />
      </div>
      {children}
    </div>,
    document.body,
  )
}
