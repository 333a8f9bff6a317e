import styles from './close-button.module.css'

interface CloseButtonProps {
  label: string
  onClick: () => void
  className?: string
}

export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button type="button" className={[styles.close, className].filter(Boolean).join(' ')} aria-label={label} onClick={onClick}>
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
