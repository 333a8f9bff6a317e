/** Relative luminance of a `#rrggbb` colour (WCAG 2), or null when it is not one. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim())
  if (!match) return null
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21), or null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === null || lb === null) return null
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** WCAG's bar for large text; admin-coloured buttons use 19 px bold, which counts as large. */
export const MIN_BUTTON_CONTRAST = 3

/**
 * Whether a button's text colour is hard to read on its background (under 3:1). The hub shows
 * the admin's colours as chosen (issue 8); this is for the admin form's warning, so the admin can fix them.
 */
export function isLowContrast(background: string, color: string): boolean {
  const ratio = contrastRatio(background, color)
  return ratio !== null && ratio < MIN_BUTTON_CONTRAST
}
