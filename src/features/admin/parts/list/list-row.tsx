/**
 * USAGE (List part): the one row of every admin list (stories/docs/admin-design-system.mdx):
 *   <ListRow leading={<Thumb />} title={m.title} meta="Large · 12 opens" status={<StatusBadge>Hidden</StatusBadge>}
 *     link={{ to: '/$appKey/admin/materials/edit/$id', params: { appKey, id } }}
 *     menu={<ActionMenu label=... actions={[edit, hide, remove]} />} />
 * The title and everything left of the menu is one link (the whole row is a 44+ px target); the
 * menu holds what else the row does. Reordering is a mode of its own (ReorderList), not row buttons.
 */
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './list-row.module.css'

interface ListRowProps {
  /** An icon, thumbnail or avatar, 40 px. */
  leading?: ReactNode
  title: ReactNode
  /** One line of facts under the title ("Large · 12 opens"). */
  meta?: ReactNode
  /** Badges after the meta: hidden, scheduled, ended. */
  status?: ReactNode
  /** Where the row leads (its edit screen). */
  link?: LinkProps
  /** What a press on the row does, where it opens an editor on the same screen (banners). */
  onOpen?: () => void
  /** The row whose editor is open (drawn selected, `aria-current`). */
  current?: boolean
  /** The row's "⋯" menu (ActionMenu), or another trailing control. */
  menu?: ReactNode
  /** A checkbox before the row (the list's selection mode). */
  select?: ReactNode
  /** Drawn quieter: visitors do not see it. */
  inactive?: boolean
}

/** Title, meta, status and a "⋯" menu: one row for every admin list. */
export function ListRow({ leading, title, meta, status, link, onOpen, current, menu, select, inactive }: ListRowProps) {
  const body = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {(meta || status) && (
          <span className={styles.meta}>
            {meta}
            {status}
          </span>
        )}
      </span>
    </>
  )
  let main = <div className={styles.main}>{body}</div>
  if (link) {
    main = (
      <Link {...link} className={styles.main}>
        {body}
      </Link>
    )
  } else if (onOpen) {
    main = (
      <button type="button" className={styles.main} onClick={onOpen} aria-current={current || undefined}>
        {body}
      </button>
    )
  }
  return (
    <div className={[styles.row, inactive && styles.inactive, current && styles.current].filter(Boolean).join(' ')}>
      {select}
      {main}
      {menu}
    </div>
  )
}

interface StatusBadgeProps {
  children: ReactNode
  tone?: 'muted' | 'accent' | 'danger'
  /** What it means in a sentence (a tooltip). */
  title?: string
}

/** A small pill after a row's meta ("Hidden"); `tone` picks its colour. */
export function StatusBadge({ children, tone = 'muted', title }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} title={title}>
      {children}
    </span>
  )
}

/** The round check of a row in the list's selection mode: the whole 44 px square toggles it. */
export function RowCheck({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.checkInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
      />
      <span className={styles.checkBox} aria-hidden="true" />
    </label>
  )
}
