import type { CSSProperties } from 'react'
import { VisuallyHidden } from '../visually-hidden'
import styles from './spinner.module.css'

interface SpinnerProps {
  /** Diameter in px. */
  size?: number
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside an aria-busy button). */
  label?: string
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties
  if (!label) return <span className={styles.spinner} style={style} aria-hidden="true" />
  return (
    <span role="status">
      <span className={styles.spinner} style={style} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  )
}
