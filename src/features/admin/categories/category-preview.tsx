import { lazy, Suspense, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { CategoryDisplayType, RoadType } from '@/api/contract/categories'
import type { Audience } from '@/api/contract/audience'
import type { FileRecord } from '@/api/contract/common'
import { CategoryCard } from '@/parts/cards/category-card'
import { useCategoriesT } from './categories-messages'
import styles from './category-form.module.css'

const PreviewAs = lazy(() => import('@/features/admin/parts/audience/preview-as'))

/**
 * The category's card as visitors will see it, drawn by the hub's own card from the form's
 * current values, on the hub's background and in its theme (the page's colours are the hub's); for a
 * category not for everyone, as a channel member or an outsider sees it (locked: title and icon, a lock).
 */
export function CategoryPreview({ parentTitle }: { parentTitle: (parentId: number | null) => string | null }) {
  const t = useCategoriesT()
  const [title, description, displayType, roadType, image, icon, isActive, parentId, audience] = useWatch({
    name: ['title', 'description', 'displayType', 'roadType', 'image', 'icon', 'isActive', 'parentId', 'audience'],
  }) as [
    string | undefined,
    string | null | undefined,
    CategoryDisplayType,
    RoadType,
    FileRecord | null,
    FileRecord | null,
    boolean,
    number | null,
    Audience | undefined,
  ]
  const parent = parentTitle(parentId)
  const card = (lock: ReactNode) => (
    <div className={styles.previewCard} inert>
      <CategoryCard
        category={{
          id: 0,
          title: title?.trim() || t('form.previewNoTitle'),
          // A locked category shows its title and icon only.
          description: lock ? null : (description ?? null),
          displayType,
          roadType,
          image: lock ? null : image,
          icon,
        }}
        onOpen={() => undefined}
        mark={lock}
      />
    </div>
  )
  return (
    <div className={styles.previewBox}>
      {parent && <p className={styles.previewNote}>{t('form.previewParent', { title: parent })}</p>}
      {audience === 'members' || audience === 'outsiders' ? (
        <Suspense fallback={card(undefined)}>
          <PreviewAs>{card}</PreviewAs>
        </Suspense>
      ) : (
        card(undefined)
      )}
      {!isActive && <p className={styles.previewNote}>{t('form.previewHidden')}</p>}
    </div>
  )
}
