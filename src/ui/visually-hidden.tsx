import type { ReactNode } from 'react'
import styles from './visually-hidden.module.css'

interface VisuallyHiddenProps {
  children: ReactNode
  id?: string
  as?: 'span' | 'h1' | 'h2' | 'p'
}

/** Content for screen readers only. */
export function VisuallyHidden({ children, id, as: Tag = 'span' }: VisuallyHiddenProps) {
  return (
    <Tag id={id} className={styles.hidden}>
      {children}
    </Tag>
  )
}
