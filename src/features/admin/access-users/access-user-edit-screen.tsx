import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage, LazyHistoryPanel } from '@/features/admin/parts/layout/admin-page'
import { LoadErrorState } from '@/features/admin/parts/states/load-error-state'
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
  const me = useAtomValue(userAtom)
  const query = useAccessUser(id)
  const { update } = useAccessUserMutations()
  const title = query.data ? t('edit', { name: query.data.name }) : t('editLoading', { id })
  return (
    <AdminPage title={title} backTo="/$appKey/admin/access-users" backLabel={t('title')} busy={query.isPending}>
      {query.isPending ? (
        <Skeleton height={280} radius="var(--radius-l)" />
      ) : query.isError ? (
        <LoadErrorState
          error={query.error}
          title={t('loadFailed')}
          onRetry={() => query.refetch()}
          listTo="/$appKey/admin/access-users"
          listTitle={t('title')}
        />
      ) : (
        <AccessUserForm
          key={query.data.id}
          admin={query.data}
          own={query.data.telegramId === me?.id}
          version={query.data.version}
          save={(payload, version) => update(id, payload, version)}
          onSaved={() => void navigate({ to: '/$appKey/admin/access-users', params: { appKey } })}
        />
      )}
      {query.data && <LazyHistoryPanel resource="admins" recordId={id} />}
    </AdminPage>
  )
}
