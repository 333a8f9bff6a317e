import type { FrontendLog } from '@/api/contract/frontend-logs'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import type { LogSearch } from '@/features/admin/parts/list/list-search'
import { LogEntry } from './log-entry'
import { useLogsT } from './logs-messages'
import { useLogs } from './use-logs'

/** SPEC 2 `logs`: the front-end error reports, newest first, a page at a time, by type and text. */
export function LogsScreen({ search, onSearchChange }: ListScreenProps<LogSearch>) {
  const t = useLogsT()
  const query = useLogs(search)
  return (
    <AdminListPage<FrontendLog>
      title={t('title')}
      label={t('list')}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('search')}
      filters={<TypeFilter value={search.type} onChange={(type) => onSearchChange({ ...search, type, page: undefined })} />}
      filtered={Boolean(search.type)}
      getTitle={(log) => log.log.slice(0, 80)}
      emptyTitle={t('empty')}
      emptyText={t('emptyText')}
      renderItem={(log) => <LogEntry log={log} />}
    />
  )
}

function TypeFilter({ value, onChange }: { value: LogSearch['type']; onChange: (type: LogSearch['type']) => void }) {
  const t = useLogsT()
  return (
    <SegmentedControl
      label={t('type')}
      options={[
        { value: 'all', label: t('type.all') },
        { value: 'error', label: t('type.error') },
      ]}
      value={value ?? 'all'}
      onChange={(type) => onChange(type === 'error' ? 'error' : undefined)}
    />
  )
}
