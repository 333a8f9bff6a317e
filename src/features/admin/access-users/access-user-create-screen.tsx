import { useHubUser } from '@/session/use-hub-user'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { RoleGate } from '@/features/admin/parts/role-screens/role-gate'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'

/** SPEC 2 `access-users/create`: give a messenger user access, in a role; then back to the list. Owners only (issue 28). */
export function AccessUserCreateScreen() {
  const t = useAccessUsersT()
  return (
    <RoleGate needs="owner" title={t('title')}>
      <AccessUserCreate />
    </RoleGate>
  )
}

function AccessUserCreate() {
  const t = useAccessUsersT()
  const { create } = useAccessUserMutations()
  const withRoles = useHubUser()?.role != null
  const edit = useRecordEdit({ resource: 'admins', listTo: '/$appKey/admin/access-users' })
  return (
    <EditScreen edit={edit} title={t('create')} listTitle={t('title')} errorTitle={t('loadFailed')} pending={null}>
      {() => <AccessUserForm withRoles={withRoles} save={create} onSaved={edit.onSaved} />}
    </EditScreen>
  )
}
