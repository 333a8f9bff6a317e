import styles from './button.module.css'

/**
 * `primary` (filled), `tinted` (the admin's secondary level), `ghost` (text, often with an icon);
 * `secondary` is the hub's neutral grey button (status screens).
 */
export type ButtonVariant = 'primary' | 'tinted' | 'secondary' | 'ghost'

/** The button look for a plain `<button>` or a router `<Link>` (AsyncButton draws the same); `danger` for destructive actions. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  { block = false, danger = false, className }: { block?: boolean; danger?: boolean; className?: string } = {},
): string {
  return [styles.button, styles[variant], block && styles.block, danger && styles.danger, className].filter(Boolean).join(' ')
}
