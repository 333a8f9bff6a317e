import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { userAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { AdminPage } from '@/features/admin/parts/layout/admin-page'
import { ErrorState } from '@/ui/error-state'
import { Skeleton } from '@/ui/skeleton'
import { AccessUserForm } from './access-user-form'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUser } from './use-access-users'

/** SPEC 2 `access-users/edit/{id}`: one access user's form, filled; then back to the list. */
export function AccessUserEditScreen({ id }: { id: number }) {
  const t = useAccessUsersT()
  const te = useMessages(errorMessages)
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
        <ErrorState title={t('loadFailed')} message={te(errorMessageKey(query.error))} retryLabel={t('retry')} onRetry={() => query.refetch()} />
      ) : (
        <AccessUserForm
          key={query.data.id}
          admin={query.data}
          own={query.data.telegramId === me?.id}
          save={(payload) => update(id, payload)}
          onSaved={() => void navigate({ to: '/$appKey/admin/access-users', params: { appKey } })}
        />
      )}
    </AdminPage>
  )
}
