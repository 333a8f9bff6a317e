import { useWatch } from 'react-hook-form'
import type { Material } from '@/api/contract/materials'
import { MaterialLargeCard, MaterialRow, MaterialTile } from '@/parts/cards/material-card'
import type { MaterialFormInput } from './material-form-values'
import { useMaterialsT } from './materials-messages'
import styles from './materials.module.css'

/** The card as visitors will see it, drawn by the hub's own card from the form's current values. */
export function MaterialPreview() {
  const t = useMaterialsT()
  // The form holds every value (default values are complete); useWatch only types them as partial.
  const values = useWatch() as MaterialFormInput
  const material: Material = {
    id: 0,
    title: values.title.trim() || t('previewTitle'),
    description: values.description?.trim() || null,
    isActive: values.isActive ?? true,
    displayType: values.displayType ?? 'icon',
    imageId: typeof values.imageId === 'number' ? values.imageId : null,
    image: values.image ?? null,
    iconId: typeof values.iconId === 'number' ? values.iconId : null,
    icon: values.icon ?? null,
    links: [],
  }
  if (material.displayType === 'small')
    return (
      <div className={styles.previewRows}>
        <MaterialRow material={material} />
      </div>
    )
  if (material.displayType === 'large') return <MaterialLargeCard material={material} />
  return (
    <div className={styles.previewGrid}>
      <MaterialTile material={material} />
    </div>
  )
}
