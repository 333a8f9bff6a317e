import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './button-link.module.css'

type ButtonLinkProps = LinkProps & { variant?: 'primary' | 'secondary'; children: ReactNode; 'aria-label'?: string }

/** A typed router Link drawn as a button ("Create", "Edit"): navigation stays a link. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <Link {...props} className={variant === 'primary' ? styles.link : styles.secondary} />
}
