import type { CSSProperties, ReactNode } from 'react'
import styles from './stats.module.css'

interface FigureRow {
  key: string
  name: ReactNode
  /** What the row is ("Категория"); lists of one kind leave it out. */
  kind?: string
  figures: readonly number[]
}

interface FigureListProps {
  labelledBy: string
  nameLabel: string
  /** The kind column's heading; without it the list has no kind column. */
  kindLabel?: string
  figureLabels: readonly string[]
  rows: readonly FigureRow[]
  /** The rows' names are headings under the list's own (h2 → h3, h3 → h4). */
  level: 3 | 4
}

/**
 * Rows of a name and its counts, as every list of the statistics draws them: cards on a phone, a
 * table's columns once the box has room (a container query, so a side panel reads as a phone).
 */
export function FigureList({ labelledBy, nameLabel, kindLabel, figureLabels, rows, level }: FigureListProps) {
  const Name = level === 3 ? 'h3' : 'h4'
  const columns = { '--figures': figureLabels.length } as CSSProperties
  // On a phone, more figures than fit beside the name go on a row of their own under it.
  const stacked = figureLabels.length > (kindLabel ? 2 : 3)
  const classes = [styles.table, kindLabel ? '' : styles.noKind, stacked ? styles.stacked : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.itemsBox}>
      <div className={classes} style={columns}>
        <div className={styles.itemsHead} aria-hidden="true">
          <span>{nameLabel}</span>
          {kindLabel && <span>{kindLabel}</span>}
          {figureLabels.map((label) => (
            <span key={label} className={styles.number}>
              {label}
            </span>
          ))}
        </div>
        <ol className={styles.items} aria-labelledby={labelledBy}>
          {rows.map((row) => (
            <li key={row.key} className={styles.item}>
              <Name className={styles.itemName}>{row.name}</Name>
              {row.kind && <span className={styles.itemKind}>{row.kind}</span>}
              <dl className={styles.figures}>
                {figureLabels.map((label, index) => (
                  <div key={label} className={`${styles.figure} ${styles.number}`}>
                    <dt>{label}</dt>
                    <dd>{row.figures[index]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
