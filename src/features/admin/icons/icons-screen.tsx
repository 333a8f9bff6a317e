import { useMemo } from 'react'
import type { FileRecord } from '@/api/contract/common'
import { isUnsupported, useCapability } from '@/features/admin/parts/capability/capabilities'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { TrashIcon } from '@/features/admin/parts/controls/icons'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { ListRow } from '@/features/admin/parts/list/list-row'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { ListPager } from '@/features/admin/parts/list/list-pager'
import { ReadOnlyNote } from '@/features/admin/parts/roles/read-only'
import { roleOf, useMayCall } from '@/features/admin/parts/role-check/may-call'
import type { ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { usePartsT, useRefusalText } from '@/features/admin/parts/shell/parts-messages'
import { EmptyState } from '@/ui/states/empty-state'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { IconUploadButton, IconUploadList } from './icon-uploads'
import { useIconsT } from './icons-messages'
import { ICONS_PAGE_SIZE, useDeleteIcon, useIconUsage, useIcons, useIconsUploaded } from './use-icons'
import { useIconUploads } from './use-icon-uploads'
import styles from './icons.module.css'

/**
 * SPEC 2 `icons`: upload several icons at once, see them in a grid, delete (warned when in use).
 * The grid's page is kept in the URL (`?page=2`) like every admin list's. The list is beyond SPEC 7: a
 * backend without it (404) gets the `icons` capability's notice, and no uploads to a library it cannot show.
 */
export function IconsScreen({ search, onSearchChange }: ListScreenProps) {
  const t = useIconsT()
  const tp = usePartsT()
  const tList = useListT()
  const notify = useNotify()
  const confirmDelete = useConfirmDelete()
  // Issue 28: uploads and deletes only for a role their operations allow; a role below them sees the
  // grid and, where the upload would be, why.
  const mayUpload = useMayCall('files.upload')
  const mayDelete = useMayCall('admin.files.delete')
  const page = search.page ?? 1
  const query = useIcons(page)
  const usage = useIconUsage()
  const deleteIcon = useDeleteIcon()
  const refresh = useIconsUploaded()
  const unsupported = useCapability('icons') === 'unsupported' || (query.isError && isUnsupported(query.error))
  const refused = useRefusalText()
  const messages = useMemo(() => ({ tooLarge: tp('upload.tooLarge'), failed: tp('upload.failed'), refused }), [tp, refused])
  const uploads = useIconUploads(messages, (count) => {
    notify('success', t('allDone', { count }))
    void refresh()
  })

  const remove = (icon: FileRecord) =>
    confirmDelete({
      items: [icon],
      titleOf: (item) => item.originalName,
      remove: (item) => deleteIcon(item.id),
      title: t('deleteTitle', { name: icon.originalName }),
      // Where it shows is counted before asking (a failed count is a failed delete).
      message: async () => {
        const used = await usage(icon.id)
        return used.materials + used.categories > 0 ? t('deleteInUse', used) : t('deleteUnused')
      },
      confirmLabel: t('deleteConfirm'),
      doneText: () => t('deleted'),
      resource: 'files',
    })

  const total = query.data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ICONS_PAGE_SIZE))
  const pending = (
    <div className={styles.skeletons}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={60} radius="var(--radius-m)" />
      ))}
    </div>
  )
  return (
    <AdminPage
      title={t('title')}
      backTo="/$appKey/admin"
      actions={mayUpload && !unsupported && <IconUploadButton uploads={uploads} />}
      busy={query.isPending}
    >
      <div className={styles.screen}>
        {unsupported ? null : mayUpload ? <IconUploadList uploads={uploads} /> : <ReadOnlyNote needs={roleOf('files.upload')} />}
        <section aria-labelledby="icons-grid-title" className={styles.listSection}>
          <h2 id="icons-grid-title" className={styles.heading}>
            {t('grid')}
            {query.data && !unsupported && <span className={styles.total}> · {t('total', { total })}</span>}
          </h2>
          <QueryState query={query} pending={pending} errorTitle={t('loadFailed')} capability="icons">
            {({ data: icons }) =>
              icons.length === 0 ? (
                <EmptyState title={t('empty')} message={t('emptyText')} />
              ) : (
                <ul className={styles.rows} aria-labelledby="icons-grid-title">
                  {icons.map((icon) => (
                    <li key={icon.id}>
                      <ListRow
                        leading={<img src={icon.url} alt="" className={styles.image} loading="lazy" />}
                        title={icon.originalName}
                        meta={fileKind(icon.originalName)}
                        menu={
                          mayDelete && (
                            <ActionMenu
                              label={tList('list.actions', { title: icon.originalName })}
                              actions={[{ label: tp('list.delete'), icon: <TrashIcon />, danger: true, onSelect: () => void remove(icon) }]}
                            />
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
          {!unsupported && (
            <ListPager page={page} pages={pages} onPage={(next) => onSearchChange({ ...search, page: next === 1 ? undefined : next })} />
          )}
        </section>
      </div>
    </AdminPage>
  )
}

/** "SVG", "PNG"...: the kind of file as its name says. */
function fileKind(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : ''
}
