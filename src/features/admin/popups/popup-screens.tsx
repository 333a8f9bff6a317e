import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { useAppKey } from '@/session/use-app-key'
import { Spinner } from '@/ui/states/spinner'
import { PopupForm } from './popup-form'
import { usePopupsT } from './popups-messages'
import { usePopup } from './use-popups'

/** popup/create: a new popup; once saved, its edit screen. */
export function PopupCreateScreen() {
  const t = usePopupsT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const edit = useRecordEdit({ resource: 'popups', listTo: '/$appKey/admin/popup' })
  return (
    <EditScreen edit={edit} title={t('create.title')} listTitle={t('list.title')} errorTitle={t('edit.loadFailed')} pending={null} wide>
      {() => (
        <PopupForm
          onSaved={(popup) => void navigate({ to: '/$appKey/admin/popup/edit/$id', params: { appKey, id: popup.id }, replace: true })}
        />
      )}
    </EditScreen>
  )
}

/** popup/edit/$id: the popup's form, drawn afresh from the server after each save (new parts get their ids). */
export function PopupEditScreen({ id }: { id: number }) {
  const t = usePopupsT()
  const [saves, setSaves] = useState(0)
  const edit = useRecordEdit({
    resource: 'popups',
    query: usePopup(id),
    listTo: '/$appKey/admin/popup',
    onSaved: () => setSaves((n) => n + 1),
  })
  return (
    <EditScreen
      edit={edit}
      title={(popup) => t('edit.title', { name: popup.name })}
      loadingTitle={t('list.title')}
      listTitle={t('list.title')}
      errorTitle={t('edit.loadFailed')}
      pending={<Spinner label={t('list.loading')} />}
      wide={edit.record !== undefined}
    >
      {(popup) => <PopupForm key={saves} popup={popup} onSaved={edit.onSaved} />}
    </EditScreen>
  )
}
