import type { Category } from '@/api/contract/categories'
import { trpc } from '@/api/trpc'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useOptimisticOrder } from '@/features/admin/parts/ordering/use-optimistic-order'
import { useCategoriesListT } from './categories-list-messages'
import { CategoryRow } from './category-row'
import type { CategoryNode } from './use-category-tree'
import { useInvalidateCategories, useToggleCategory } from './use-category-mutations'
import styles from './categories.module.css'

interface CategoryTreeProps {
  /** Memoised on the query's data: the optimistic order is kept per `nodes` array. */
  roots: readonly CategoryNode[]
  /** The list's `meta.orderVersion` (Home's order as read); sent with the order call. */
  orderVersion?: number
  onDelete: (category: Category) => void
}

/**
 * The categories as Home shows them, each with its subcategories under it; both levels reorder
 * by drag, keyboard or the up/down buttons, saved through the contract's order calls
 * (`categories.order` for Home, `orderItems` for a parent's subcategories), optimistically.
 */
export function CategoryTree({ roots, orderVersion, onDelete }: CategoryTreeProps) {
  const t = useCategoriesListT()
  const invalidate = useInvalidateCategories()
  const order = trpc.admin.categories.order.useMutation({ onSettled: invalidate })
  return (
    <Branch
      nodes={roots}
      label={t('list.roots')}
      version={orderVersion}
      save={(ids, version) => order.mutateAsync({ categoriesOrder: ids, orderVersion: version })}
      onDelete={onDelete}
    />
  )
}

interface BranchProps {
  nodes: readonly CategoryNode[]
  label: string
  /** The order's version: the list's for Home, the parent category's for its subcategories. */
  version: number | undefined
  save: (ids: number[], version: number | undefined) => Promise<unknown>
  onDelete: (category: Category) => void
}

function Branch({ nodes, label, version, save, onDelete }: BranchProps) {
  const t = useCategoriesListT()
  const invalidate = useInvalidateCategories()
  const orderItems = trpc.admin.categories.orderItems.useMutation({ onSettled: invalidate })
  const { toggle, pendingId, pendingActive } = useToggleCategory()
  const { ordered, move } = useOptimisticOrder({ items: nodes, getId: (node) => node.category.id, save, version })
  return (
    <SortableList
      items={ordered}
      getId={(node) => node.category.id}
      getTitle={(node) => node.category.title}
      onMove={move}
      label={label}
      renderItem={({ category }) => {
        const toggling = pendingId === category.id
        return (
          <CategoryRow
            category={category}
            active={toggling && pendingActive !== undefined ? pendingActive : category.isActive}
            toggling={toggling}
            onToggle={(isActive) => void toggle(category, isActive)}
            onDelete={() => onDelete(category)}
          />
        )
      }}
      renderBelow={({ category, children }) =>
        children.length > 0 && (
          <div className={styles.children}>
            <Branch
              nodes={children}
              label={t('list.children', { title: category.title })}
              version={category.version}
              save={(ids, version) => orderItems.mutateAsync({ id: category.id, name: 'subcategories', ids, version })}
              onDelete={onDelete}
            />
          </div>
        )
      }
    />
  )
}
