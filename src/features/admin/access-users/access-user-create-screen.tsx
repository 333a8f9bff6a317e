import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'

/** SPEC 2 `access-users/create`: give a messenger user access; then back to the list. */
export function AccessUserCreateScreen() {
  const t = useAccessUsersT()
  const { create } = useAccessUserMutations()
  const edit = useRecordEdit({ resource: 'admins', listTo: '/$appKey/admin/access-users' })
  return (
    <EditScreen edit={edit} title={t('create')} listTitle={t('title')} errorTitle={t('loadFailed')} pending={null}>
      {() => <AccessUserForm save={create} onSaved={edit.onSaved} />}
    </EditScreen>
  )
}
