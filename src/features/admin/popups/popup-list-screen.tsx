import type { Popup } from '@/api/contract/popups'
import { ButtonsAudienceBadges } from '@/features/admin/parts/audience/audience-badge'
import { CreateLink } from '@/features/admin/parts/list/create-link'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { useAppKey } from '@/session/use-app-key'
import { usePopupsT } from './popups-messages'
import { usePopupList } from './use-popups'
import { PopupDeleteText } from './popup-delete-text'
import { useRemovePopup } from './use-remove-popup'

/**
 * SPEC 2 `popup`: the hub's popups by name, with what each holds, searched on the server by name; a
 * badge where some of its buttons are for channel members or outsiders only (issue 27).
 */
export function PopupListScreen({ search, onSearchChange }: ListScreenProps) {
  const t = usePopupsT()
  const appKey = useAppKey()
  const query = usePopupList(search)
  const remove = useRemovePopup()
  const create = <CreateLink to="/$appKey/admin/popup/create" params={{ appKey }} />
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
      edit={(popup) => ({ to: '/$appKey/admin/popup/edit/$id', params: { appKey, id: popup.id } })}
      row={(popup) => ({
        meta: (
          <>
            <span>{popup.title ?? t('list.untitled')}</span>
            <span>
              {t('list.parts', { texts: popup.textIds.length, buttons: popup.buttonIds.length, lists: popup.linkListIds.length })}
            </span>
          </>
        ),
        status: <ButtonsAudienceBadges buttons={popup.buttons} />,
      })}
    />
  )
}
