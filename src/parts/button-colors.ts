import type { CSSProperties } from 'react'
import { contrastRatio, MIN_BUTTON_CONTRAST, readableOn } from '@/ui/contrast'

/**
 * The admin's button colours, except a text colour that would be unreadable on its background
 * (below 3:1) is swapped for black or white, whichever reads better. The admin's button form
 * warns about such colours and its preview shows this same swap.
 */
export function buttonColors(background: string, color: string): CSSProperties {
  const ratio = contrastRatio(background, color)
  if (ratio === null || ratio >= MIN_BUTTON_CONTRAST) return { background, color }
  return { background, color: readableOn(background) }
}
