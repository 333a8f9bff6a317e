/** The two marks at the end of a tappable row, 14 px tall and drawn in currentColor. */
const MARKS = {
  /** It leads to another screen or a popup inside the app. */
  chevron: { width: 8, path: 'M1 1l6 6-6 6', stroke: 2 },
  /** It opens outside the app (a site, a Telegram page): the arrow out of a box. */
  external: { width: 14, path: 'M5 2H2v10h10V9M8 2h4v4M12 2L6 8', stroke: 1.6 },
}

export function RowMark({ mark, className }: { mark: keyof typeof MARKS; className?: string }) {
  const { width, path, stroke } = MARKS[mark]
  return (
    <svg
      className={className}
      data-icon={mark}
      width={width}
      height="14"
      viewBox={`0 0 ${String(width)} 14`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={stroke} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
