import type { CSSProperties } from 'react'

/**
 * SPEC: buttons show their colours, as the admin configured them, even a pair under 3:1 (issue 8):
 * low contrast is the admin's to fix, and the admin's button form warns about it (isLowContrast in
 * src/ui/contrast.ts). The admin's preview uses this too, so it shows what visitors see.
 */
export function buttonColors(background: string, color: string): CSSProperties {
  return { background, color }
}
