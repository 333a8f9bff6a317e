import { lazy, Suspense, useId, useState } from 'react'
import type { StartScreen } from '@/api/contract/plain/start-param'
import buttons from '@/ui/button.module.css'
import { Skeleton } from '@/ui/skeleton'

/** The panel and what it draws with are fetched on the first press: out of the category form's first load (200 KB budget). */
const SharePanel = lazy(() => import('./share-panel').then((m) => ({ default: m.SharePanel })))

/**
 * "Share" on a category's or section's edit screen: opens the link panel below it. Its texts come from
 * the screen's catalog (`label`, `panelLabel`): the sharing catalog loads with the panel.
 */
export function ShareButton({ start, title, label, panelLabel }: { start: StartScreen; title: string; label: string; panelLabel: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {open && (
        <section id={id} aria-label={panelLabel}>
          <Suspense fallback={<Skeleton height={120} />}>
            <SharePanel start={start} title={title} />
          </Suspense>
        </section>
      )}
    </>
  )
}
