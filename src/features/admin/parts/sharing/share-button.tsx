import { lazy, Suspense, useRef, useState } from 'react'
import type { StartScreen } from '@/api/contract/plain/start-param'
import { buttonClass } from '@/ui/button-class'
import { ShareIcon } from '@/features/admin/parts/controls/icons'

/** The sheet and what it draws with are fetched on the first press: out of the category form's first load (200 KB budget). */
const ShareSheet = lazy(() => import('./share-sheet'))

interface ShareButtonProps {
  start: StartScreen
  /** The shared screen's title (the sheet's heading and the files' names). */
  title: string
  label: string
  /** The sheet's accessible name ("Share “Courses”"). */
  panelLabel: string
}

/**
 * "Share" on a category's or section's edit screen: a bottom sheet on a phone, a popover under the
 * button on a desktop, with the full link, Copy, the QR code and Send in Telegram. Its texts come from
 * the screen's catalog (`label`, `panelLabel`): the sharing catalog loads with the sheet.
 */
export function ShareButton({ start, title, label, panelLabel }: ShareButtonProps) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const anchor = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={buttonClass('tinted')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true)
          setOpen((was) => !was)
        }}
      >
        <ShareIcon />
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ShareSheet open={open} onClose={() => setOpen(false)} anchor={anchor} label={panelLabel} start={start} title={title} />
        </Suspense>
      )}
    </>
  )
}
