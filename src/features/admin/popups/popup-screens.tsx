import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/shell/admin-page'
import { useAppKey } from '@/session/use-app-key'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { Spinner } from '@/ui/states/spinner'
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
  const ready = popup.data !== undefined && !popup.isError
  return (
    <AdminPage
      title={ready ? t('edit.title', { name: popup.data.name }) : t('list.title')}
      backTo="/$appKey/admin/popup"
      backLabel={t('list.title')}
      wide={ready}
      busy={popup.isPending}
    >
      {/* Above the form: the form's save bar stays at the screen's bottom down to the form's end. */}
      {ready && <LazyHistoryPanel resource="popups" recordId={id} />}
      <QueryState
        query={popup}
        pending={<Spinner label={t('list.loading')} />}
        errorTitle={t('edit.loadFailed')}
        listTo="/$appKey/admin/popup"
        listTitle={t('list.title')}
      >
        {(data) => <PopupForm key={saves} popup={data} onSaved={() => setSaves((n) => n + 1)} />}
      </QueryState>
    </AdminPage>
  )
}
