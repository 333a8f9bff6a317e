import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/layout/admin-page'
import { useAppKey } from '@/session/use-app-key'
import { LoadErrorState } from '@/features/admin/parts/states/load-error-state'
import { Spinner } from '@/ui/spinner'
import { PopupForm } from './popup-form'
import { usePopupsT } from './popups-messages'
import { usePopup } from './use-popups'

/** popup/create: a new popup; once saved, its edit screen. */
export function PopupCreateScreen() {
  const t = usePopupsT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  return (
    <AdminPage title={t('create.title')} backTo="/$appKey/admin/popup" backLabel={t('list.title')} wide>
      <PopupForm
        onSaved={(popup) => void navigate({ to: '/$appKey/admin/popup/edit/$id', params: { appKey, id: popup.id }, replace: true })}
      />
    </AdminPage>
  )
}

/** popup/edit/$id: the popup's form, drawn afresh from the server after each save (new parts get their ids). */
export function PopupEditScreen({ id }: { id: number }) {
  const t = usePopupsT()
  const popup = usePopup(id)
  const [saves, setSaves] = useState(0)
  if (popup.isPending) {
    return (
      <AdminPage title={t('list.title')} backTo="/$appKey/admin/popup" backLabel={t('list.title')} busy>
        <Spinner label={t('list.loading')} />
      </AdminPage>
    )
  }
  if (popup.isError) {
    return (
      <AdminPage title={t('list.title')} backTo="/$appKey/admin/popup" backLabel={t('list.title')}>
        <LoadErrorState
          error={popup.error}
          title={t('edit.loadFailed')}
          onRetry={() => popup.refetch()}
          listTo="/$appKey/admin/popup"
          listTitle={t('list.title')}
        />
      </AdminPage>
    )
  }
  return (
    <AdminPage title={t('edit.title', { name: popup.data.name })} backTo="/$appKey/admin/popup" backLabel={t('list.title')} wide>
      <PopupForm key={saves} popup={popup.data} onSaved={() => setSaves((n) => n + 1)} />
      <LazyHistoryPanel resource="popups" recordId={id} />
    </AdminPage>
  )
}
