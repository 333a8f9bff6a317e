import { useMemo, useState } from 'react'
import { useAdminErrorText, usePartsT, useRefusalText } from '@/features/admin/parts/parts-messages'
import type { FileRecord } from '@/api/contract/common'
import { useConfirm } from '@/features/admin/parts/confirm/confirm'
import { AdminPage } from '@/features/admin/parts/layout/admin-page'
import { ListPager } from '@/features/admin/parts/list/list-pager'
import { useNotify } from '@/features/admin/parts/notices/notices'
import { EmptyState } from '@/ui/empty-state'
import { LoadErrorState } from '@/features/admin/parts/states/load-error-state'
import { Skeleton } from '@/ui/skeleton'
import { IconUploads } from './icon-uploads'
import { useIconsT } from './icons-messages'
import { ICONS_PAGE_SIZE, useDeleteIcon, useIconUsage, useIcons, useIconsUploaded } from './use-icons'
import { useIconUploads } from './use-icon-uploads'
import styles from './icons.module.css'

/** SPEC 2 `icons`: upload several icons at once, see them in a grid, delete (warned when in use). */
export function IconsScreen() {
  const t = useIconsT()
  const tp = usePartsT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const confirm = useConfirm()
  const [page, setPage] = useState(1)
  const query = useIcons(page)
  const usage = useIconUsage()
  const deleteIcon = useDeleteIcon()
  const refresh = useIconsUploaded()
  const refused = useRefusalText()
  const messages = useMemo(() => ({ tooLarge: tp('upload.tooLarge'), failed: tp('upload.failed'), refused }), [tp, refused])
  const uploads = useIconUploads(messages, (count) => {
    notify('success', t('allDone', { count }))
    void refresh()
  })

  const remove = async (icon: FileRecord) => {
    try {
      const used = await usage(icon.id)
      const inUse = used.materials + used.categories > 0
      const ok = await confirm({
        title: t('deleteTitle', { name: icon.originalName }),
        message: inUse ? t('deleteInUse', used) : t('deleteUnused'),
        confirmLabel: t('deleteConfirm'),
        destructive: true,
      })
      if (!ok) return
      await deleteIcon(icon.id)
      notify('success', t('deleted'))
    } catch (error) {
      notify('error', t('deleteFailed', { reason: errorText(error) }))
    }
  }

  const icons = query.data?.data ?? []
  const total = query.data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ICONS_PAGE_SIZE))
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isPending}>
      <div className={styles.screen}>
        <IconUploads uploads={uploads} />
        <section aria-labelledby="icons-grid-title" className={styles.gridSection}>
          <h2 id="icons-grid-title" className={styles.heading}>
            {t('grid')}
            {query.data && <span className={styles.total}> · {t('total', { total })}</span>}
          </h2>
          {query.isPending ? (
            <div className={styles.grid}>
              {Array.from({ length: 12 }, (_, index) => (
                <Skeleton key={index} height={96} radius="var(--radius-m)" />
              ))}
            </div>
          ) : query.isError ? (
            <LoadErrorState error={query.error} title={t('loadFailed')} onRetry={() => query.refetch()} />
          ) : icons.length === 0 ? (
            <EmptyState title={t('empty')} message={t('emptyText')} />
          ) : (
            <ul className={styles.grid}>
              {icons.map((icon) => (
                <li key={icon.id} className={styles.tile}>
                  <img src={icon.url} alt="" className={styles.image} loading="lazy" />
                  <span className={styles.name} title={icon.originalName}>
                    {icon.originalName}
                  </span>
                  <button
                    type="button"
                    className={styles.delete}
                    onClick={() => void remove(icon)}
                    aria-label={t('delete', { name: icon.originalName })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ListPager page={page} pages={pages} onPage={setPage} />
        </section>
      </div>
    </AdminPage>
  )
}
