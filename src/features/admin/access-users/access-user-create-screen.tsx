import { useNavigate } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'

/** SPEC 2 `access-users/create`: give a messenger user access; then back to the list. */
export function AccessUserCreateScreen() {
  const t = useAccessUsersT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const { create } = useAccessUserMutations()
  return (
    <AdminPage title={t('create')} backTo="/$appKey/admin/access-users" backLabel={t('title')}>
      <AccessUserForm save={create} onSaved={() => void navigate({ to: '/$appKey/admin/access-users', params: { appKey } })} />
    </AdminPage>
  )
}
