import type { ReactNode } from 'react'
import type { Material } from '@/api/contract/materials'
import { Image } from '@/ui/image'
import { Tappable } from './tappable'
import { leadsOutside, TrailingIcon } from './trailing-icon'
import { MaterialVisual } from './material-visual'
import styles from './material-card.module.css'

interface MaterialCardProps {
  material: Material
  /** Absent when the material has no link to open. */
  onOpen?: () => void
  /** Load the large card's image eagerly (the first card on a screen). */
  priority?: boolean
  /** Shown with the title (a lock, "from 3 December"); a row shows it in place of the chevron. */
  mark?: ReactNode
}

/** small: compact row with a thumbnail. */
export function MaterialRow({ material, onOpen, mark }: MaterialCardProps) {
  return (
    <Tappable onTap={onOpen} className={styles.row}>
      <span className={styles.thumb}>
        <MaterialVisual material={material} size={44} preferIcon />
      </span>
      <span className={styles.rowText}>
        <span className={styles.title}>{material.title}</span>
        {material.description && <span className={styles.rowDescription}>{material.description}</span>}
      </span>
      {mark ?? (onOpen && <TrailingIcon outside={leadsOutside(material.links)} className={styles.chevron} />)}
    </Tappable>
  )
}

/** large: a big card with image, title and description. */
export function MaterialLargeCard({ material, onOpen, priority, mark }: MaterialCardProps) {
  const cover = material.image ?? material.icon
  return (
    <Tappable onTap={onOpen} className={styles.card}>
      {cover && (
        <span className={styles.cover}>
          <Image src={cover.url} alt="" width={16} height={9} cover priority={priority} />
        </span>
      )}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{material.title}</span>
        {material.description && <span className={styles.cardDescription}>{material.description}</span>}
        {mark}
      </span>
    </Tappable>
  )
}

/** icon: a tile with the icon and the title. */
export function MaterialTile({ material, onOpen, mark }: MaterialCardProps) {
  return (
    <Tappable onTap={onOpen} className={styles.tile}>
      <span className={styles.tileIcon}>
        <MaterialVisual material={material} size={48} preferIcon />
      </span>
      <span className={styles.tileTitle}>{material.title}</span>
      {mark}
    </Tappable>
  )
}
