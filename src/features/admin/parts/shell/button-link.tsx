import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass, type ButtonVariant } from '@/ui/button-class'

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; children: ReactNode; 'aria-label'?: string }

/** A typed router Link drawn as a button ("Add", "Open the hub"): navigation stays a link. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClass(variant)} />
}
