import { Link } from '@tanstack/react-router'
import { useController } from 'react-hook-form'
import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { moveItem } from '@/features/admin/parts/ordering/use-optimistic-order'
import { useCategoriesT } from './categories-messages'
import styles from './category-form.module.css'

interface SubcategoriesFieldProps {
  /** null while creating: subcategories name their parent, so they come after. */
  categoryId: number | null
  byId: ReadonlyMap<number, Category>
}

/**
 * The category's subcategories in their order (saved with the category through the contract's
 * order call); each is edited on its own page, and a new one is created with this one as parent.
 */
export function SubcategoriesField({ categoryId, byId }: SubcategoriesFieldProps) {
  const t = useCategoriesT()
  const appKey = useAppKey()
  const { field } = useController({ name: 'subcategoryIds' })
  const ids = (field.value ?? []) as number[]
  const titleOf = (id: number) => byId.get(id)?.title ?? `№${String(id)}`
  return (
    <FieldFrame name="subcategoryIds" label={t('form.subcategories')} kind="group">
      {() => (
        <div className={fieldStyles.stack}>
          {categoryId === null ? (
            <p className={fieldStyles.hint}>{t('form.subcategoriesAfterCreate')}</p>
          ) : ids.length === 0 ? (
            <p className={fieldStyles.hint}>{t('form.noSubcategories')}</p>
          ) : (
            <SortableList
              items={ids}
              getId={(id) => id}
              getTitle={titleOf}
              onMove={(from, to) => field.onChange(moveItem(ids, from, to))}
              label={t('form.subcategories')}
              renderItem={(id) => (
                <Link to="/$appKey/admin/category/edit/$id" params={{ appKey, id }} className={styles.subLink}>
                  {titleOf(id)}
                </Link>
              )}
            />
          )}
          {categoryId !== null && (
            <Link
              to="/$appKey/admin/category/create"
              params={{ appKey }}
              search={{ parentId: categoryId }}
              className={fieldStyles.smallButton}
            >
              {t('form.addSubcategory')}
            </Link>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
