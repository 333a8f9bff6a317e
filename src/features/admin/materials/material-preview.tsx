import { lazy, Suspense, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { Material } from '@/api/contract/materials'
import { MaterialLargeCard, MaterialRow, MaterialTile } from '@/parts/cards/material-card'
import type { MaterialFormInput } from './material-form-values'
import { useMaterialsT } from './materials-messages'
import styles from './materials.module.css'

const PreviewAs = lazy(() => import('@/features/admin/parts/audience/preview-as'))

/**
 * The card as visitors will see it, drawn by the hub's own card from the form's current values; for a
 * record not for everyone, as a channel member or an outsider sees it (locked: title and icon, a lock).
 */
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
  const card = (lock: ReactNode) => {
    const shown = lock ? { ...material, description: null, imageId: null, image: null } : material
    if (shown.displayType === 'small')
      return (
        <div className={styles.previewRows}>
          <MaterialRow material={shown} mark={lock} />
        </div>
      )
    if (shown.displayType === 'large') return <MaterialLargeCard material={shown} mark={lock} />
    return (
      <div className={styles.previewGrid}>
        <MaterialTile material={shown} mark={lock} />
      </div>
    )
  }
  if (values.audience !== 'members' && values.audience !== 'outsiders') return card(undefined)
  return (
    <Suspense fallback={card(undefined)}>
      <PreviewAs>{card}</PreviewAs>
    </Suspense>
  )
}
