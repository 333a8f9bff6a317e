import { useNavigate } from '@tanstack/react-router'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/shell/admin-page'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { Skeleton } from '@/ui/skeleton'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUser } from './use-access-users'

/** SPEC 2 `access-users/edit/{id}`: one access user's form, filled; then back to the list. */
export function AccessUserEditScreen({ id }: { id: number }) {
  const t = useAccessUsersT()
  const appKey = useAppKey()
  const navigate = useNavigate()
  const me = useHubUser()
  const query = useAccessUser(id)
  const { update } = useAccessUserMutations()
  const title = query.data ? t('edit', { name: query.data.name }) : t('editLoading', { id })
  return (
    <AdminPage title={title} backTo="/$appKey/admin/access-users" backLabel={t('title')} busy={query.isPending}>
      {/* Above the form: the form's save bar stays at the screen's bottom down to the form's end. */}
      {query.data && <LazyHistoryPanel resource="admins" recordId={id} />}
      <QueryState
        query={query}
        pending={<Skeleton height={280} radius="var(--radius-l)" />}
        errorTitle={t('loadFailed')}
        listTo="/$appKey/admin/access-users"
        listTitle={t('title')}
      >
        {(admin) => (
          <AccessUserForm
            key={admin.id}
            admin={admin}
            own={admin.telegramId === me?.id}
            version={admin.version}
            save={(payload, version) => update(id, payload, version)}
            onSaved={() => void navigate({ to: '/$appKey/admin/access-users', params: { appKey } })}
          />
        )}
      </QueryState>
    </AdminPage>
  )
}
