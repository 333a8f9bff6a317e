import { useMemo, useState } from 'react'
import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { CreateLink } from '@/features/admin/parts/list/create-link'
import { ReorderHint, ReorderToggle } from '@/features/admin/parts/ordering/reorder-toggle'
import { ReadOnlyNote } from '@/features/admin/parts/roles/read-only'
import { roleOf, useMayCall } from '@/features/admin/parts/role-check/may-call'
import { ListToolbar } from '@/features/admin/parts/list/list-toolbar'
import { isSchedule } from '@/features/admin/parts/list/list-input'
import type { ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { ScheduleFilter } from '@/features/admin/parts/schedule/schedule-filter'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { useCategoriesListT } from './categories-list-messages'
import { useCategoriesT } from './categories-messages'
import { CategoryMatches } from './category-matches'
import { CategoryTree } from './category-tree'
import { buildTree, useCategoryTree, useScheduledCategories } from './use-category-tree'
import { useDeleteCategory } from './use-delete-category'
import styles from './categories.module.css'

/** The categories admin: Home's categories with their subcategories as a reorderable tree, or the matches of a search. */
export function CategoryListScreen({ search, onSearchChange }: ListScreenProps) {
  const t = useCategoriesT()
  const tList = useCategoriesListT()
  const appKey = useAppKey()
  const tree = useCategoryTree()
  const remove = useDeleteCategory()
  const q = search.q?.trim() ?? ''
  const schedule = isSchedule(search.schedule) ? search.schedule : undefined
  const scheduled = useScheduledCategories(schedule)
  const categories = tree.data?.data
  const roots = useMemo(() => buildTree(categories ?? []), [categories])
  const onDelete = (category: Category) => void remove(category, categories ?? [])

  const [reordering, setReordering] = useState(false)
  // Issue 28: create and reorder only for a role their operations allow; a role below them is told why.
  const mayCreate = useMayCall('admin.categories.create')
  const mayOrder = useMayCall('admin.categories.order')
  const create = mayCreate && <CreateLink to="/$appKey/admin/category/create" params={{ appKey }} />

  const pending = (
    <div className={styles.loading} role="status" aria-label={tList('list.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} radius="var(--radius-m)" />
      ))}
    </div>
  )
  const ready = (categories: Category[]) => {
    if (!categories.length) return <EmptyState title={tList('list.emptyTitle')} message={tList('list.emptyText')} action={create} />
    if (q || schedule) {
      const matches = (only?: ReadonlySet<number>) => (
        <CategoryMatches categories={categories} search={q} only={only} onDelete={onDelete} onClear={() => onSearchChange({})} />
      )
      // The schedule filter's matches come from the server (filter[schedule]), drawn within the whole tree's titles.
      return schedule ? (
        <QueryState query={scheduled} pending={pending} errorTitle={t('list.errorTitle')}>
          {({ data }) => matches(new Set(data.map((category) => category.id)))}
        </QueryState>
      ) : (
        matches()
      )
    }
    return (
      <>
        <div className={styles.listHead}>
          <h2 className={styles.heading}>{tList('list.roots')}</h2>
          {mayOrder && <ReorderToggle reordering={reordering} onChange={setReordering} />}
        </div>
        {reordering ? <ReorderHint /> : <p className={styles.hint}>{tList('list.orderHint')}</p>}
        {!mayOrder && <ReadOnlyNote needs={roleOf('admin.categories.order')} />}
        <CategoryTree roots={roots} orderVersion={tree.data?.meta.orderVersion} reordering={mayOrder && reordering} onDelete={onDelete} />
      </>
    )
  }

  return (
    <AdminPage title={t('list.title')} backTo="/$appKey/admin" actions={create} busy={tree.isPending}>
      <ListToolbar
        search={search}
        onSearchChange={onSearchChange}
        activeFilter={false}
        filters={<ScheduleFilter value={schedule} onChange={(next) => onSearchChange({ ...search, schedule: next })} />}
      />
      <QueryState query={tree} pending={pending} errorTitle={t('list.errorTitle')}>
        {({ data }) => ready(data)}
      </QueryState>
    </AdminPage>
  )
}
