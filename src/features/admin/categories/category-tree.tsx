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
  /** The reorder mode: handles and arrows instead of menus. */
  reordering: boolean
  onDelete: (category: Category) => void
}

/**
 * The categories as Home shows them, each with its subcategories under it. In the reorder mode both
 * levels reorder by drag, keyboard or the up/down buttons, saved through the contract's order calls
 * (`categories.order` for Home, `orderItems` for a parent's subcategories), optimistically.
 */
export function CategoryTree({ roots, orderVersion, reordering, onDelete }: CategoryTreeProps) {
  const t = useCategoriesListT()
  const invalidate = useInvalidateCategories()
  const order = trpc.admin.categories.order.useMutation({ onSettled: invalidate })
  if (!reordering) return <ViewBranch nodes={roots} label={t('list.roots')} onDelete={onDelete} />
  return (
    <OrderBranch
      nodes={roots}
      label={t('list.roots')}
      version={orderVersion}
      save={(ids, version) => order.mutateAsync({ categoriesOrder: ids, orderVersion: version })}
    />
  )
}

/** One level of the tree as list rows, each with its "⋯" menu and its subcategories under it. */
function ViewBranch({ nodes, label, onDelete }: { nodes: readonly CategoryNode[]; label: string; onDelete: (category: Category) => void }) {
  const t = useCategoriesListT()
  const { toggle, pendingId, pendingActive } = useToggleCategory()
  return (
    <ul className={styles.tree} aria-label={label}>
      {nodes.map(({ category, children }) => {
        const toggling = pendingId === category.id
        return (
          <li key={category.id} className={styles.node}>
            <CategoryRow
              category={category}
              active={toggling && pendingActive !== undefined ? pendingActive : category.isActive}
              onToggle={toggling ? undefined : (isActive) => void toggle(category, isActive)}
              onDelete={() => onDelete(category)}
            />
            {children.length > 0 && (
              <ViewBranch nodes={children} label={t('list.children', { title: category.title })} onDelete={onDelete} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

interface OrderBranchProps {
  nodes: readonly CategoryNode[]
  label: string
  /** The order's version: the list's for Home, the parent category's for its subcategories. */
  version: number | undefined
  save: (ids: number[], version: number | undefined) => Promise<unknown>
}

function OrderBranch({ nodes, label, version, save }: OrderBranchProps) {
  const t = useCategoriesListT()
  const invalidate = useInvalidateCategories()
  const orderItems = trpc.admin.categories.orderItems.useMutation({ onSettled: invalidate })
  const { ordered, move } = useOptimisticOrder({ items: nodes, getId: (node) => node.category.id, save, version })
  return (
    <SortableList
      items={ordered}
      getId={(node) => node.category.id}
      getTitle={(node) => node.category.title}
      onMove={move}
      label={label}
      renderItem={({ category }) => <CategoryRow category={category} active={category.isActive} ordering />}
      renderBelow={({ category, children }) =>
        children.length > 0 && (
          <div className={styles.children}>
            <OrderBranch
              nodes={children}
              label={t('list.children', { title: category.title })}
              version={category.version}
              save={(ids, version) => orderItems.mutateAsync({ id: category.id, name: 'subcategories', ids, version })}
            />
          </div>
        )
      }
    />
  )
}
