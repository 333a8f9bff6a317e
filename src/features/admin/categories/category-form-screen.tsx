import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { LoadErrorState } from '@/features/admin/parts/states/load-error-state'
import { Skeleton } from '@/ui/skeleton'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/layout/admin-page'
import buttons from '@/ui/button.module.css'
import { useCategoriesT } from './categories-messages'
import { CategoryForm } from './category-form'
import { categoryToForm, emptyCategoryForm } from './category-form-values'
import { useCategoryRecord, useCategorySections } from './use-category-record'
import { useCategoryTree } from './use-category-tree'
import { useDeleteCategory } from './use-delete-category'
import styles from './category-form.module.css'

/** New category, under `parentId` when "add a subcategory" led here. */
export function CategoryCreateScreen({ parentId }: { parentId?: number }) {
  const t = useCategoriesT()
  const tree = useCategoryTree()
  return (
    <AdminPage title={t('form.createTitle')} backTo="/$appKey/admin/category" backLabel={t('list.title')} wide busy={tree.isPending}>
      {tree.isPending ? (
        <FormSkeleton />
      ) : tree.isError ? (
        <LoadErrorState error={tree.error} title={t('list.errorTitle')} onRetry={() => tree.refetch()} />
      ) : (
        <CategoryForm id={null} defaultValues={emptyCategoryForm(parentId ?? null)} categories={tree.data.data} sections={[]} />
      )}
    </AdminPage>
  )
}

/** One category's form (the route's loader has its record and sections in the cache already). */
export function CategoryEditScreen({ id }: { id: number }) {
  const t = useCategoriesT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const record = useCategoryRecord(id)
  const sections = useCategorySections(id)
  const tree = useCategoryTree()
  const remove = useDeleteCategory()
  const all = tree.data?.data
  // The form takes these once (react-hook-form keeps its first defaultValues): a refetch after saving does not reset it.
  const defaults =
    record.data && sections.data && all
      ? categoryToForm(
          record.data,
          sections.data.data,
          all
            .filter((c) => c.parentId === id)
            .sort((a, b) => a.order - b.order)
            .map((c) => c.id),
        )
      : null
  const failed = record.error ?? sections.error ?? tree.error
  const title = record.data ? t('form.editTitle', { title: record.data.title }) : t('form.label')
  const deleteAction = record.data && all && (
    <button
      type="button"
      className={`${buttons.button} ${styles.deleteButton}`}
      onClick={() => {
        void remove(record.data, all).then((deleted) => {
          if (deleted) void navigate({ to: '/$appKey/admin/category', params: { appKey }, ignoreBlocker: true })
        })
      }}
    >
      {t('form.delete')}
    </button>
  )
  return (
    <AdminPage
      title={title}
      backTo="/$appKey/admin/category"
      backLabel={t('list.title')}
      actions={deleteAction}
      wide
      busy={!defaults && !failed}
    >
      {failed ? (
        <LoadErrorState
          error={failed}
          title={t('list.errorTitle')}
          onRetry={() => Promise.all([record.refetch(), sections.refetch(), tree.refetch()])}
          listTo="/$appKey/admin/category"
          listTitle={t('list.title')}
        />
      ) : defaults && record.data ? (
        <CategoryForm
          key={id}
          id={id}
          defaultValues={defaults}
          categories={all ?? []}
          sections={sections.data?.data ?? []}
          version={record.data.version}
        />
      ) : (
        <FormSkeleton />
      )}
      {record.data && <LazyHistoryPanel resource="categories" recordId={id} />}
    </AdminPage>
  )
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      {[44, 120, 200, 160].map((height, i) => (
        <Skeleton key={i} height={height} radius="var(--radius-l)" />
      ))}
    </div>
  )
}
