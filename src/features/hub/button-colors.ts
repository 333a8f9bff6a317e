import type { CSSProperties } from 'react'

function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) return null
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** WCAG's bar for large text; admin-coloured buttons use 19 px bold, which counts as large. */
const MIN_CONTRAST = 3

/**
 * The admin's button colours, except a text colour that would be unreadable on its background
 * (below 3:1) is swapped for black or white, whichever reads better.
 */
export function buttonColors(background: string, color: string): CSSProperties {
  const ratio = contrastRatio(background, color)
  if (ratio === null || ratio >= MIN_CONTRAST) return { background, color }
  const black = contrastRatio(background, '#000000') ?? 0
  const white = contrastRatio(background, '#ffffff') ?? 0
  return { background, color: black >= white ? '#000000' : '#ffffff' }
}
