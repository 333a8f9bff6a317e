import { createContext, use, type ReactNode } from 'react'
import styles from './back-control.module.css'

/** What the back control does on this screen, or null where it is not shown (inside Telegram, on Home). */
const BackActionContext = createContext<(() => void) | null>(null)

/** Set by the app around every route: the same back action as Telegram's own button, outside Telegram only. */
export function BackActionProvider({ action, children }: { action: (() => void) | null; children: ReactNode }) {
  return <BackActionContext value={action}>{children}</BackActionContext>
}

/**
 * The back control in a screen's header, for a plain browser, where Telegram's back button does
 * not exist. Renders nothing where the app gives no back action.
 */
export function BackControl({ label, className }: { label: string; className?: string }) {
  const action = use(BackActionContext)
  if (!action) return null
  return (
    <button type="button" className={[styles.back, className].filter(Boolean).join(' ')} onClick={action} data-back-control="">
      <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true" focusable="false">
        <path d="M8.5 1.5 2 8l6.5 6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label}
    </button>
  )
}
