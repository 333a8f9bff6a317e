import type { Material } from '@/api/contract/materials'
import { Image } from '@/ui/image'
import styles from './material-card.module.css'

/** The material's icon or image, or its first letter when it has neither. */
export function MaterialVisual({ material, size, preferIcon }: { material: Material; size: number; preferIcon: boolean }) {
  const file = preferIcon ? (material.icon ?? material.image) : (material.image ?? material.icon)
  if (!file)
    return (
      <span className={styles.letter} aria-hidden="true">
        {material.title.slice(0, 1).toUpperCase()}
      </span>
    )
  return <Image src={file.url} alt="" width={size} height={size} cover />
}
