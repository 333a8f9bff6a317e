import type { Admin } from '@/api/contract/admins'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import { CreateLink } from '@/features/admin/parts/list/create-link'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { RoleGate } from '@/features/admin/parts/role-screens/role-gate'
import { useRolesT } from '@/features/admin/parts/roles/roles-messages'
import { StatusBadge } from '@/features/admin/parts/list/list-row'
import { removalBlock } from './access-user-protection'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUsers, useAccessUsersCount } from './use-access-users'
import styles from './access-users.module.css'

/** SPEC 2 `access-users`: who may use this hub's admin, in which role; one's own and the last access cannot be removed. Owners only (issue 28). */
export function AccessUsersListScreen(props: ListScreenProps) {
  const t = useAccessUsersT()
  return (
    <RoleGate needs="owner" title={t('title')}>
      <AccessUsersList {...props} />
    </RoleGate>
  )
}

function AccessUsersList({ search, onSearchChange }: ListScreenProps) {
  const t = useAccessUsersT()
  const tr = useRolesT()
  const appKey = useAppKey()
  const me = useHubUser()
  const query = useAccessUsers(search)
  const total = useAccessUsersCount().data
  const { remove } = useAccessUserMutations()
  const create = <CreateLink to="/$appKey/admin/access-users/create" params={{ appKey }} />
  const blockOf = (admin: Admin) => removalBlock(admin, { total, myTelegramId: me?.id })
  return (
    <AdminListPage<Admin>
      title={t('title')}
      intro={<p className={styles.intro}>{t('intro')}</p>}
      label={t('list')}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('search')}
      getTitle={(admin) => admin.name}
      remove={remove}
      resource="admins"
      removeBlocked={(admin) => {
        const block = blockOf(admin)
        return block && t(block)
      }}
      deleteText={() => t('deleteText')}
      createAction={create}
      emptyTitle={t('empty')}
      edit={(admin) => ({ to: '/$appKey/admin/access-users/edit/$id', params: { appKey, id: admin.id } })}
      row={(admin) => ({
        leading: (
          <span className={styles.avatar} aria-hidden="true">
            {admin.name.slice(0, 1).toUpperCase()}
          </span>
        ),
        meta: [admin.role && tr(`role.${admin.role}`), admin.username && `@${admin.username}`, `id ${String(admin.telegramId)}`]
          .filter(Boolean)
          .join(' · '),
        status: admin.telegramId === me?.id && <StatusBadge tone="accent">{t('you')}</StatusBadge>,
      })}
    />
  )
}
