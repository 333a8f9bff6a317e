import type { CSSProperties } from 'react'
import styles from './skeleton.module.css'

interface SkeletonProps {
  width?: number | string
  height?: number | string
  /** A radius in px, or a CSS length such as `var(--radius-l)` or `50%`. */
  radius?: number | string
  className?: string
}

/** A placeholder block; give it the size of what will replace it so nothing jumps on load. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  const style: CSSProperties & Record<'--skeleton-radius', string | undefined> = {
    width,
    height,
    '--skeleton-radius': typeof radius === 'number' ? `${radius}px` : radius,
  }
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} />
}
