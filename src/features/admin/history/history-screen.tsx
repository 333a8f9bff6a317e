import { useId } from 'react'
import type { AuditEntry } from '@/api/contract/audit-log'
import { trpc } from '@/api/trpc'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { ListPager } from '@/features/admin/parts/list/list-pager'
import { useRefusalT } from '@/features/admin/parts/refusals/refusal-messages'
import { capitalized } from '@/features/admin/parts/refusals/refusal-text'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { EmptyState } from '@/ui/states/empty-state'
import { Skeleton } from '@/ui/skeleton'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { HistoryDayList } from '@/features/admin/parts/history/history-day-list'
import { useHistoryT } from '@/features/admin/parts/history/history-messages'
import { HISTORY_RESOURCES } from '@/features/admin/parts/history/history-resources'
import { useRecordLists, type ListedRecord, type ListedResource } from '@/features/admin/parts/history/use-linked-names'
import { useHistory } from '@/features/admin/parts/history/use-history'
import { LIST_PAGE_SIZE, type HistorySearch } from '@/features/admin/parts/list/list-search'
import styles from '@/features/admin/parts/history/history.module.css'

interface HistoryScreenProps {
  /** The route's search, validated there (historySearch). */
  search: HistorySearch
  onSearchChange: (next: HistorySearch) => void
}

/** `/$appKey/admin/history`: every admin write, newest first, by resource, record and admin (filters in the URL). */
export function HistoryScreen({ search, onSearchChange }: HistoryScreenProps) {
  const t = useHistoryT()
  const query = useHistory(search)
  const filtered = Boolean(search.resource ?? search.user)
  const pending = (
    <div aria-hidden="true" className={styles.list}>
      <Skeleton height={120} radius="var(--radius-l)" />
      <Skeleton height={120} radius="var(--radius-l)" />
    </div>
  )
  return (
    <AdminPage title={t('title')} backTo="/$appKey/admin" busy={query.isFetching}>
      {/* Without an audit log there is nothing to filter: the notice alone. */}
      {!(query.isError && isUnsupported(query.error)) && <HistoryFilters search={search} onSearchChange={onSearchChange} />}
      <QueryState query={query} pending={pending} errorTitle={t('loadFailed')} capability="auditLog">
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyState title={filtered ? t('emptyFiltered') : t('empty')} message={filtered ? undefined : t('emptyText')} />
          ) : (
            <>
              {/* Each day is an h3 and each entry an h4: the list has its h2 (heading order). */}
              <VisuallyHidden as="h2">{t('list')}</VisuallyHidden>
              <HistoryDayList entries={data as AuditEntry[]} />
              <ListPager
                page={search.page ?? 1}
                pages={Math.max(1, Math.ceil(meta.total / LIST_PAGE_SIZE))}
                onPage={(page) => onSearchChange({ ...search, page })}
              />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  )
}

function HistoryFilters({ search, onSearchChange }: HistoryScreenProps) {
  const t = useHistoryT()
  const tr = useRefusalT()
  const id = useId()
  const admins = trpc.admin.admins.list.useQuery({ pagination: { offset: 0, limit: 100 } })
  // An admin no longer listed (removed since) is named as the history wrote them, from the entries shown.
  const shown = useHistory(search).data?.data.find((entry) => entry.userId === search.user)
  const set = (next: HistorySearch) => onSearchChange({ ...next, page: undefined })
  return (
    <form className={styles.filters} aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.filter} htmlFor={`${id}-resource`}>
        {t('resource')}
        <select
          id={`${id}-resource`}
          value={search.resource ?? ''}
          onChange={(event) => {
            const resource = HISTORY_RESOURCES.find((name) => name === event.target.value)
            set({ ...search, resource, record: undefined })
          }}
        >
          <option value="">{t('resource.all')}</option>
          {HISTORY_RESOURCES.map((resource) => (
            <option key={resource} value={resource}>
              {tr(`resources.${resource}`)}
            </option>
          ))}
        </select>
      </label>
      {search.resource && search.resource !== 'navigation' && search.resource !== 'stats' && search.resource !== 'welcomeGate' && (
        <RecordFilter
          id={`${id}-record`}
          resource={search.resource}
          record={search.record}
          onRecord={(record) => set({ ...search, record })}
        />
      )}
      <label className={styles.filter} htmlFor={`${id}-user`}>
        {t('user')}
        <select
          id={`${id}-user`}
          value={search.user ?? ''}
          onChange={(event) => set({ ...search, user: Number(event.target.value) || undefined })}
        >
          <option value="">{t('user.all')}</option>
          {search.user && !admins.data?.data.some((admin) => Number(admin.telegramId) === search.user) && (
            <option value={search.user}>
              {shown ? t('user.former', { name: shown.userName }) : t('user.formerId', { id: search.user })}
            </option>
          )}
          {admins.data?.data.map((admin) => (
            <option key={admin.id} value={admin.telegramId}>
              {admin.name}
            </option>
          ))}
        </select>
      </label>
    </form>
  )
}

interface RecordFilterProps {
  id: string
  resource: ListedResource
  record: number | undefined
  onRecord: (record: number | undefined) => void
}

/** The record filter: the chosen kind's records by name (banners and themes by their place), never a number to type. */
function RecordFilter({ id, resource, record, onRecord }: RecordFilterProps) {
  const t = useHistoryT()
  const tr = useRefusalT()
  const list = useRecordLists(new Set([resource]))[resource]
  const nameOf = (entry: ListedRecord) => {
    if (entry.title) return entry.title
    if ((resource === 'banners' || resource === 'themes') && entry.position)
      return tr(`positioned.${resource}`, { position: entry.position })
    return capitalized(tr('unnamed', { resource: tr(`resource.${resource}`) }))
  }
  const options = [...(list ?? new Map<number, ListedRecord>())]
  return (
    <label className={styles.filter} htmlFor={id}>
      {t('record')}
      <select
        id={id}
        value={record ?? ''}
        aria-busy={list === undefined}
        onChange={(event) => onRecord(Number(event.target.value) || undefined)}
      >
        <option value="">{t('record.all')}</option>
        {record && !list?.has(record) && <option value={record}>{capitalized(t('value.record', { id: record }))}</option>}
        {options.map(([recordId, entry]) => (
          <option key={recordId} value={recordId}>
            {nameOf(entry)}
          </option>
        ))}
      </select>
    </label>
  )
}
