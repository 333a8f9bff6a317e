import type { ReactNode } from 'react'
import press from './press.module.css'

interface TappableProps {
  /** Without a handler the card is plain content (no button, no focus stop). */
  onTap?: () => void
  className?: string
  children: ReactNode
  label?: string
}

/** A card that is a real <button> when it leads somewhere, with press feedback. */
export function Tappable({ onTap, className, children, label }: TappableProps) {
  if (!onTap) return <div className={className}>{children}</div>
  return (
    <button
      type="button"
      className={[press.reset, press.pressable, className].filter(Boolean).join(' ')}
      onClick={onTap}
      aria-label={label}
    >
      {children}
    </button>
  )
}
