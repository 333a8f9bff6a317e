import type { Material, MaterialDisplayType } from '@/api/contract/materials'
import { hasOpenableLink } from '@/features/hub/links/link-action'
import { useOpenLink } from '@/features/hub/links/use-open-link'
import { MaterialLargeCard, MaterialRow, MaterialTile } from '@/parts/cards/material-card'
import styles from './materials.module.css'

interface Run {
  displayType: MaterialDisplayType
  items: Material[]
}

/** Neighbouring materials of one display type form a run: rows group, tiles share a grid. */
export function runsOf(materials: readonly Material[]): Run[] {
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

/** Materials in their order, each in its display type (small rows, large cards, icon tiles). */
export function MaterialList({ materials, label, priority }: { materials: readonly Material[]; label?: string; priority?: boolean }) {
  const openLink = useOpenLink()
  return (
    <div className={styles.list} role={label ? 'group' : undefined} aria-label={label}>
      {runsOf(materials).map((run, runIndex) => (
        <ul key={`${run.displayType}-${run.items[0]?.id ?? runIndex}`} className={containerClass[run.displayType]}>
          {run.items.map((material, index) => {
            const onOpen = hasOpenableLink(material.links) ? () => openLink(material.links) : undefined
            const Card = run.displayType === 'small' ? MaterialRow : run.displayType === 'large' ? MaterialLargeCard : MaterialTile
            return (
              <li key={material.id}>
                <Card material={material} onOpen={onOpen} priority={priority && runIndex === 0 && index === 0} />
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
