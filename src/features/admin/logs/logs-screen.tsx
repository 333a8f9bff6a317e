import { useId } from 'react'
import type { FrontendLog } from '@/api/contract/frontend-logs'
import { AdminListPage, type ListScreenProps } from '@/features/admin/parts/list/admin-list-page'
import type { LogSearch } from '@/features/admin/parts/list/list-search'
import { LogEntry } from './log-entry'
import { useLogsT } from './logs-messages'
import { useLogs } from './use-logs'
import styles from './logs.module.css'

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
      renderRow={(log) => <LogEntry log={log} />}
    />
  )
}

function TypeFilter({ value, onChange }: { value: LogSearch['type']; onChange: (type: LogSearch['type']) => void }) {
  const t = useLogsT()
  const id = useId()
  return (
    <span className={styles.typeFilter}>
      <label htmlFor={id} className={styles.typeLabel}>
        {t('type')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === 'error' ? 'error' : undefined)}
      >
        <option value="">{t('type.all')}</option>
        <option value="error">{t('type.error')}</option>
      </select>
    </span>
  )
}
