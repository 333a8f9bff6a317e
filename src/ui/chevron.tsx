/** The arrow at the end of a row that leads to another screen (8×14, drawn in currentColor). */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} data-icon="chevron" width="8" height="14" viewBox="0 0 8 14" aria-hidden="true" focusable="false">
      <path d="M1 1l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
