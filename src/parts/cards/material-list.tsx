import type { ReactNode } from 'react'
import type { Material, MaterialDisplayType } from '@/api/contract/materials'
import { MaterialLargeCard, MaterialRow, MaterialTile } from './material-card'
import styles from './material-list.module.css'

interface Run {
  displayType: MaterialDisplayType
  items: Material[]
}

/** Neighbouring materials of one display type form a run: rows group, tiles share a grid. */
function runsOf(materials: readonly Material[]): Run[] {
  const runs: Run[] = []
  for (const material of materials) {
    const last = runs[runs.length - 1]
    if (last && last.displayType === material.displayType) last.items.push(material)
    else runs.push({ displayType: material.displayType, items: [material] })
  }
  return runs
}

const containerClass: Record<MaterialDisplayType, string | undefined> = {
  small: styles.rows,
  large: styles.cards,
  icon: styles.grid,
}

interface MaterialCardsProps {
  materials: readonly Material[]
  label?: string
  priority?: boolean
  /** What tapping a material does; a material it returns undefined for is not tappable. */
  onOpenOf?: (material: Material) => (() => void) | undefined
  /** A material's mark (a lock, "from 3 December", an admin's audience badge). */
  markOf?: (material: Material) => ReactNode
  /**
   * A control over a large card's picture, beside the card's own tap (the hub's share button). Large
   * cards only: rows and tiles are too small for a second target.
   */
  actionOf?: (material: Material) => ReactNode
}

/**
 * Materials in their order, each in its display type (small rows, large cards, icon tiles): the
 * hub's lists and the admin's previews draw the same cards.
 */
export function MaterialCards({ materials, label, priority, onOpenOf, markOf, actionOf }: MaterialCardsProps) {
  return (
    <div className={styles.list} role={label ? 'group' : undefined} aria-label={label}>
      {runsOf(materials).map((run, runIndex) => (
        <ul key={`${run.displayType}-${String(run.items[0]?.id ?? runIndex)}`} className={containerClass[run.displayType]}>
          {run.items.map((material, index) => {
            const Card = run.displayType === 'small' ? MaterialRow : run.displayType === 'large' ? MaterialLargeCard : MaterialTile
            return (
              <li key={material.id}>
                <Card
                  material={material}
                  onOpen={onOpenOf?.(material)}
                  priority={priority && runIndex === 0 && index === 0}
                  mark={markOf?.(material)}
                />
                {run.displayType === 'large' && actionOf?.(material)}
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
