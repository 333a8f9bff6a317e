/** The arrow out of a box at the end of a row whose link opens outside the app (14×14, drawn in currentColor). */
export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg className={className} data-icon="external" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path
        d="M5 2H2v10h10V9M8 2h4v4M12 2L6 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
