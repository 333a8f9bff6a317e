import { useHubUser } from '@/session/use-hub-user'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { Skeleton } from '@/ui/skeleton'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUser } from './use-access-users'

/** SPEC 2 `access-users/edit/{id}`: one access user's form, filled; then back to the list. */
export function AccessUserEditScreen({ id }: { id: number }) {
  const t = useAccessUsersT()
  const me = useHubUser()
  const { update } = useAccessUserMutations()
  const edit = useRecordEdit({ resource: 'admins', query: useAccessUser(id), listTo: '/$appKey/admin/access-users' })
  return (
    <EditScreen
      edit={edit}
      title={(admin) => t('edit', { name: admin.name })}
      loadingTitle={t('editLoading', { id })}
      listTitle={t('title')}
      errorTitle={t('loadFailed')}
      pending={<Skeleton height={280} radius="var(--radius-l)" />}
    >
      {(admin) => (
        <AccessUserForm
          key={admin.id}
          admin={admin}
          own={admin.telegramId === me?.id}
          save={(payload, version) => update(id, payload, version)}
          onSaved={edit.onSaved}
        />
      )}
    </EditScreen>
  )
}
