import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { QueryState, allOf } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { ShareButton } from '@/features/admin/parts/sharing/share-button'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/shell/admin-page'
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
      <QueryState query={tree} pending={<FormSkeleton />} errorTitle={t('list.errorTitle')}>
        {({ data }) => <CategoryForm id={null} defaultValues={emptyCategoryForm(parentId ?? null)} categories={data} sections={[]} />}
      </QueryState>
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
  const loads = allOf(record, sections, tree)
  const title = record.data ? t('form.editTitle', { title: record.data.title }) : t('form.label')
  const deleteAction = record.data && all && (
    <>
      <ShareButton
        start={{ screen: 'category', id }}
        title={record.data.title}
        label={t('form.share')}
        panelLabel={t('form.shareTitle', { title: record.data.title })}
      />
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
    </>
  )
  return (
    <AdminPage
      title={title}
      backTo="/$appKey/admin/category"
      backLabel={t('list.title')}
      actions={deleteAction}
      wide
      busy={loads.isPending}
    >
      {/* Above the form: the form's save bar stays at the screen's bottom down to the form's end. */}
      {loads.data && <LazyHistoryPanel resource="categories" recordId={id} />}
      <QueryState
        query={loads}
        pending={<FormSkeleton />}
        errorTitle={t('list.errorTitle')}
        listTo="/$appKey/admin/category"
        listTitle={t('list.title')}
      >
        {([category, { data: ownSections }, { data: categories }]) => (
          // The form takes its defaults once (react-hook-form keeps its first defaultValues): a refetch after saving does not reset it.
          <CategoryForm
            key={id}
            id={id}
            defaultValues={categoryToForm(
              category,
              ownSections,
              categories
                .filter((c) => c.parentId === id)
                .sort((a, b) => a.order - b.order)
                .map((c) => c.id),
            )}
            categories={categories}
            sections={ownSections}
            version={category.version}
          />
        )}
      </QueryState>
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
