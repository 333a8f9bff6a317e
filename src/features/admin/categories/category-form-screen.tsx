import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { allOf } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { ShareButton } from '@/features/admin/parts/sharing/share-button'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
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
  const edit = useRecordEdit({ resource: 'categories', query: useCategoryTree(), recordOf: () => null, listTo: '/$appKey/admin/category' })
  return (
    <EditScreen
      edit={edit}
      title={t('form.createTitle')}
      listTitle={t('list.title')}
      errorTitle={t('list.errorTitle')}
      pending={<FormSkeleton />}
      wide
    >
      {({ data }) => (
        <CategoryForm
          id={null}
          defaultValues={emptyCategoryForm(parentId ?? null)}
          categories={data}
          sections={[]}
          onSaved={edit.onSaved}
        />
      )}
    </EditScreen>
  )
}

/** One category's form (the route's loader has its record and sections in the cache already). */
export function CategoryEditScreen({ id }: { id: number }) {
  const t = useCategoriesT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const tree = useCategoryTree()
  const remove = useDeleteCategory()
  const edit = useRecordEdit({
    resource: 'categories',
    query: allOf(useCategoryRecord(id), useCategorySections(id), tree),
    recordOf: ([category]) => category,
    listTo: '/$appKey/admin/category',
  })
  const { record } = edit
  const all = tree.data?.data
  const deleteAction = record && all && (
    <>
      <ShareButton
        start={{ screen: 'category', id }}
        title={record.title}
        label={t('form.share')}
        panelLabel={t('form.shareTitle', { title: record.title })}
      />
      <button
        type="button"
        className={`${buttons.button} ${styles.deleteButton}`}
        onClick={() => {
          void remove(record, all).then((deleted) => {
            if (deleted) void navigate({ to: '/$appKey/admin/category', params: { appKey }, ignoreBlocker: true })
          })
        }}
      >
        {t('form.delete')}
      </button>
    </>
  )
  return (
    <EditScreen
      edit={edit}
      title={(category) => t('form.editTitle', { title: category.title })}
      loadingTitle={t('form.label')}
      listTitle={t('list.title')}
      errorTitle={t('list.errorTitle')}
      pending={<FormSkeleton />}
      actions={deleteAction}
      wide
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
          onSaved={edit.onSaved}
        />
      )}
    </EditScreen>
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
