import { keepPreviousData } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { z } from 'zod'
import type { notification } from '@/api/contract/notify'
import { trpc } from '@/api/trpc'
import { languageAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import { useRecordLists, type ListedResource } from '@/features/admin/parts/history/use-linked-names'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import { StatusBadge } from '@/features/admin/parts/list/list-row'
import { LIST_PAGE_SIZE, type NotificationsSearch } from '@/features/admin/parts/list/list-search'
import { useNotificationsT } from './notifications-messages'
import styles from './notifications.module.css'

type Notification = z.infer<typeof notification>

/** `GET /admin/notifications` for these filters: newest first, one page. */
export const notificationsInput = (search: NotificationsSearch) => ({
  filter: search.status ? { status: search.status } : {},
  pagination: { offset: ((search.page ?? 1) - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE },
})

/** The lists a sent message's record is looked up in (whether it is still there, its edit screen). */
const LISTS: Record<Notification['target'], ListedResource> = {
  category: 'categories',
  material: 'materials',
  banner: 'banners',
  button: 'buttons',
}

/**
 * `/$appKey/admin/notifications` (issue 27): the outbox, the messages sent to visitors waiting for an
 * announced record, newest first: who, which record (to its edit screen while it is there), when,
 * delivered or failed. A backend without it (404): the capability's notice.
 */
export function NotificationsScreen({ search, onSearchChange }: ListScreenProps<NotificationsSearch>) {
  const t = useNotificationsT()
  const query = trpc.admin.notifications.list.useQuery(notificationsInput(search), {
    placeholderData: keepPreviousData,
    retry: retryUnlessUnsupported,
  })
  const page = query.data?.data ?? []
  const records = useRecordLists(new Set(page.map((sent) => LISTS[sent.target])))
  return (
    <AdminListPage<Notification>
      title={t('title')}
      intro={<p className={styles.intro}>{t('intro')}</p>}
      label={t('list')}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      capability="notifications"
      searchable={false}
      activeFilter={false}
      filters={
        <SegmentedControl
          label={t('status')}
          options={[
            { value: 'all', label: t('status.all') },
            { value: 'delivered', label: t('status.delivered') },
            { value: 'failed', label: t('status.failed') },
          ]}
          value={search.status ?? 'all'}
          onChange={(status) => onSearchChange({ status: status === 'all' ? undefined : status })}
        />
      }
      filtered={Boolean(search.status)}
      getTitle={(sent) => sent.userName ?? t('user', { id: sent.userId })}
      row={(sent) => ({
        meta: <SentMeta sent={sent} exists={records[LISTS[sent.target]]?.has(sent.targetId)} />,
        status: (
          <StatusBadge tone={sent.status === 'failed' ? 'danger' : 'muted'}>
            {t(sent.status === 'failed' ? 'status.failed' : 'status.delivered')}
          </StatusBadge>
        ),
      })}
      emptyTitle={t('empty')}
      emptyText={t('emptyText')}
    />
  )
}

/** Which record (linked to where it is edited while it is there) and when the message went. */
function SentMeta({ sent, exists }: { sent: Notification; exists: boolean | undefined }) {
  const t = useNotificationsT()
  const appKey = useAppKey()
  const language = useAtomValue(languageAtom)
  const name = `${t(`target.${sent.target}`)} «${sent.title ?? t('untitled', { id: sent.targetId })}»`
  const time = new Date(sent.sentAt).toLocaleString(language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' })
  let item = <span>{name}</span>
  if (exists === false) {
    item = (
      <span>
        {name} <StatusBadge>{t('gone')}</StatusBadge>
      </span>
    )
  } else if (exists && sent.target === 'category') {
    item = (
      <Link to="/$appKey/admin/category/edit/$id" params={{ appKey, id: sent.targetId }}>
        {name}
      </Link>
    )
  } else if (exists && sent.target === 'material') {
    item = (
      <Link to="/$appKey/admin/materials/edit/$id" params={{ appKey, id: sent.targetId }}>
        {name}
      </Link>
    )
  } else if (exists && sent.target === 'banner') {
    item = (
      <Link to="/$appKey/admin/banner" params={{ appKey }}>
        {name}
      </Link>
    )
  }
  return (
    <>
      {item}
      {' · '}
      <time dateTime={sent.sentAt}>{t('sentAt', { time })}</time>
    </>
  )
}
