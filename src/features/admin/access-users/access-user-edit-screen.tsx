import { useNavigate } from '@tanstack/react-router'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import { EditScreen } from '@/features/admin/parts/form/edit-screen'
import { useRecordEdit } from '@/features/admin/parts/form/use-record-edit'
import { RoleGate } from '@/features/admin/parts/role-screens/role-gate'
import { Skeleton } from '@/ui/skeleton'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { HandOverSection } from './hand-over-section'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUser } from './use-access-users'

/** SPEC 2 `access-users/edit/{id}`: one access user's form, filled; then back to the list. Owners only (issue 28). */
export function AccessUserEditScreen({ id }: { id: number }) {
  const t = useAccessUsersT()
  return (
    <RoleGate needs="owner" title={t('title')}>
      <AccessUserEdit id={id} />
    </RoleGate>
  )
}

function AccessUserEdit({ id }: { id: number }) {
  const t = useAccessUsersT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const me = useHubUser()
  const { update, handOver } = useAccessUserMutations()
  // A backend without roles answers none (every admin an owner): no role to choose, nothing to hand over.
  const withRoles = me?.role != null
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
        <>
          <AccessUserForm
            key={admin.id}
            admin={admin}
            own={admin.telegramId === me?.id}
            withRoles={withRoles}
            save={(payload, version) => update(id, payload, version)}
            onSaved={edit.onSaved}
          />
          {withRoles && admin.telegramId !== me.id && admin.role !== 'owner' && (
            <HandOverSection admin={admin} handOver={handOver} onDone={() => void navigate({ to: '/$appKey/admin', params: { appKey } })} />
          )}
        </>
      )}
    </EditScreen>
  )
}
