import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { useToList } from '@/features/admin/parts/form/use-record-edit'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'

/** SPEC 2 `access-users/create`: give a messenger user access; then back to the list. */
export function AccessUserCreateScreen() {
  const t = useAccessUsersT()
  const { create } = useAccessUserMutations()
  const toList = useToList('/$appKey/admin/access-users')
  return (
    <AdminPage title={t('create')} backTo="/$appKey/admin/access-users" backLabel={t('title')}>
      <AccessUserForm save={create} onSaved={toList} />
    </AdminPage>
  )
}
