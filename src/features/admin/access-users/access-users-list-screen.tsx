import { Link } from '@tanstack/react-router'
import type { Admin } from '@/api/contract/admins'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { removalBlock } from './access-user-protection'
import { useAccessUsersT } from './access-users-messages'
import { useAccessUserMutations } from './use-access-user-mutations'
import { useAccessUsers, useAccessUsersCount } from './use-access-users'
import styles from './access-users.module.css'

/** SPEC 2 `access-users`: who may use this hub's admin; one's own and the last access cannot be removed. */
export function AccessUsersListScreen({ search, onSearchChange }: ListScreenProps) {
  const t = useAccessUsersT()
  const appKey = useAppKey()
  const me = useHubUser()
  const query = useAccessUsers(search)
  const total = useAccessUsersCount().data
  const { remove } = useAccessUserMutations()
  const create = (
    <ButtonLink to="/$appKey/admin/access-users/create" params={{ appKey }}>
      {t('createShort')}
    </ButtonLink>
  )
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
      editLink={(admin, children) => (
        // The row's visible text (name, username, id, why it stays) names the link.
        <Link to="/$appKey/admin/access-users/edit/$id" params={{ appKey, id: admin.id }}>
          {children}
        </Link>
      )}
      renderRow={(admin) => {
        const block = blockOf(admin)
        return (
          <span className={styles.row}>
            <span className={styles.avatar} aria-hidden="true">
              {admin.name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>
                {admin.name}
                {admin.telegramId === me?.id && <span className={styles.you}> ({t('you')})</span>}
              </span>
              <span className={styles.rowMeta}>
                {[admin.username && `@${admin.username}`, `id ${String(admin.telegramId)}`].filter(Boolean).join(' · ')}
              </span>
              {block && <span className={styles.block}>{t(block)}</span>}
            </span>
          </span>
        )
      }}
    />
  )
}
