import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { useHubUser } from '@/session/use-hub-user'
import { RoleGate } from '@/features/admin/parts/role-screens/role-gate'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'

/** SPEC 2 `access-users/create`: give a messenger user access; then back to the list. */
export function AccessUserCreateScreen() {
  const t = useAccessUsersT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const { create } = useAccessUserMutations()
  const withRoles = useHubUser()?.role != null
  return (
    <RoleGate needs="owner" title={t('title')}>
      <AdminPage title={t('create')} backTo="/$appKey/admin/access-users" backLabel={t('title')}>
        <AccessUserForm
          withRoles={withRoles}
          save={create}
          onSaved={() => void navigate({ to: '/$appKey/admin/access-users', params: { appKey } })}
        />
      </AdminPage>
    </RoleGate>
  )
}
