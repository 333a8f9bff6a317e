import { Link } from '@tanstack/react-router'
import type { Popup } from '@/api/contract/popups'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { useAppKey } from '@/session/use-app-key'
import { usePopupsT } from './popups-messages'
import { usePopupList } from './use-popups'
import { PopupDeleteText } from './popup-delete-text'
import { useRemovePopup } from './use-remove-popup'
import styles from './popup-list.module.css'

/** SPEC 2 `popup`: the hub's popups by name, with what each holds, searched on the server by name. */
export function PopupListScreen({ search, onSearchChange }: ListScreenProps) {
  const t = usePopupsT()
  const appKey = useAppKey()
  const query = usePopupList(search)
  const remove = useRemovePopup()
  const create = (
    <ButtonLink to="/$appKey/admin/popup/create" params={{ appKey }}>
      {t('list.create')}
    </ButtonLink>
  )
  return (
    <AdminListPage<Popup>
      title={t('list.title')}
      label={t('list.title')}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('list.search')}
      getTitle={(popup) => popup.name}
      remove={remove}
      resource="popups"
      deleteText={(popups) => (popups.length === 1 && popups[0] ? <PopupDeleteText popup={popups[0]} /> : t('list.deleteMany'))}
      createAction={create}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      editLink={(popup, children) => (
        <Link to="/$appKey/admin/popup/edit/$id" params={{ appKey, id: popup.id }}>
          {children}
        </Link>
      )}
      renderRow={(popup) => (
        <span className={styles.row}>
          <span className={styles.name}>{popup.name}</span>
          <span className={styles.meta}>{popup.title ?? t('list.untitled')}</span>
          <span className={styles.meta}>
            {t('list.parts', { texts: popup.textIds.length, buttons: popup.buttonIds.length, lists: popup.linkListIds.length })}
          </span>
        </span>
      )}
    />
  )
}
