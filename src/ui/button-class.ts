import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

/** The button look for a plain `<button>` or a router `<Link>` (AsyncButton draws the same). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  { block = false, className }: { block?: boolean; className?: string } = {},
): string {
  return [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ')
}
