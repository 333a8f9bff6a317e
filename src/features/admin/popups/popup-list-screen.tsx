import { Link } from '@tanstack/react-router'
import { apiErrorOf } from '@/api/api-error'
import type { Popup } from '@/api/contract/popups'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { useConfirm } from '@/features/admin/parts/confirm/confirm'
import fields from '@/features/admin/parts/fields/fields.module.css'
import { ButtonLink } from '@/features/admin/parts/layout/button-link'
import { AdminPage } from '@/features/admin/parts/layout/admin-page'
import { useNotify } from '@/features/admin/parts/notices/notices'
import { useAppKey } from '@/session/use-app-key'
import { EmptyState } from '@/ui/empty-state'
import { ErrorState } from '@/ui/error-state'
import { Spinner } from '@/ui/spinner'
import { usePopupsT } from './popups-messages'
import { usePopups } from './use-popups'
import styles from './popup-list.module.css'

/** popup: every popup of the hub by name, with what it holds; open one to edit, or delete it. */
export function PopupListScreen() {
  const t = usePopupsT()
  const appKey = useAppKey()
  const popups = usePopups()
  const create = (
    <ButtonLink to="/$appKey/admin/popup/create" params={{ appKey }}>{t('list.create')}</ButtonLink>
  )
  return (
    <AdminPage title={t('list.title')} backTo="/$appKey/admin" actions={create} busy={popups.isPending}>
      {popups.isPending ? <Spinner label={t('list.loading')} /> : popups.isError ? (
        <ErrorState title={t('list.error')} message={apiErrorOf(popups.error)?.message ?? popups.error.message} retryLabel={t('list.retry')} onRetry={() => popups.refetch()} />
      ) : popups.data.data.length === 0 ? (
        <EmptyState title={t('list.empty')} message={t('list.emptyText')} action={create} />
      ) : (
        <ul className={styles.list} aria-label={t('list.title')}>
          {popups.data.data.map((popup) => <PopupRow key={popup.id} popup={popup} />)}
        </ul>
      )}
    </AdminPage>
  )
}

function PopupRow({ popup }: { popup: Popup }) {
  const t = usePopupsT()
  const appKey = useAppKey()
  const confirm = useConfirm()
  const notify = useNotify()
  const invalidate = useInvalidate((u) => [u.admin.popups, u.admin.categories, u.admin.materials, u.admin.buttons, u.admin.banners, u.categories, u.sections, u.buttons, u.banners])
  const remove = trpc.admin.popups.delete.useMutation({ onSuccess: invalidate })
  const ask = async () => {
    if (!(await confirm({ title: t('list.deleteTitle', { name: popup.name }), message: t('list.deleteText'), confirmLabel: t('list.deleteConfirm'), destructive: true }))) return
    remove.mutate({ id: popup.id }, {
      onSuccess: () => notify('success', t('list.deleted')),
      onError: (error) => notify('error', t('list.deleteFailed', { reason: apiErrorOf(error)?.message ?? error.message })),
    })
  }
  return (
    <li className={styles.row}>
      <Link to="/$appKey/admin/popup/edit/$id" params={{ appKey, id: popup.id }} className={styles.link}>
        <span className={styles.name}>{popup.name}</span>
        <span className={styles.meta}>{popup.title ?? t('list.untitled')}</span>
        <span className={styles.meta}>{t('list.parts', { texts: popup.textIds.length, buttons: popup.buttonIds.length, lists: popup.linkListIds.length })}</span>
      </Link>
      <button type="button" className={fields.smallButton} onClick={() => void ask()} disabled={remove.isPending} aria-label={t('list.delete', { name: popup.name })}>×</button>
    </li>
  )
}
