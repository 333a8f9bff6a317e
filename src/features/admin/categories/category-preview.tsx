import { useWatch } from 'react-hook-form'
import type { CategoryDisplayType, RoadType } from '@/api/contract/categories'
import type { FileRecord } from '@/api/contract/common'
import { CategoryCard } from '@/parts/cards/category-card'
import { useCategoriesT } from './categories-messages'
import styles from './category-form.module.css'

/**
 * The category's card as visitors will see it, drawn by the hub's own card from the form's
 * current values, on the hub's background and in its theme (the page's colours are the hub's).
 */
export function CategoryPreview({ parentTitle }: { parentTitle: (parentId: number | null) => string | null }) {
  const t = useCategoriesT()
  const [title, description, displayType, roadType, image, icon, isActive, parentId] = useWatch({
    name: ['title', 'description', 'displayType', 'roadType', 'image', 'icon', 'isActive', 'parentId'],
  }) as [
    string | undefined,
    string | null | undefined,
    CategoryDisplayType,
    RoadType,
    FileRecord | null,
    FileRecord | null,
    boolean,
    number | null,
  ]
  const parent = parentTitle(parentId)
  return (
    <div className={styles.previewBox}>
      {parent && <p className={styles.previewNote}>{t('form.previewParent', { title: parent })}</p>}
      <div className={styles.previewCard} inert>
        <CategoryCard
          category={{
            id: 0,
            title: title?.trim() || t('form.previewNoTitle'),
            description: description ?? null,
            displayType,
            roadType,
            image,
            icon,
          }}
          onOpen={() => undefined}
        />
      </div>
      {!isActive && <p className={styles.previewNote}>{t('form.previewHidden')}</p>}
    </div>
  )
}
