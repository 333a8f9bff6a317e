import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import type { ListSearch } from './list-search'
import styles from './list.module.css'

interface ListToolbarProps {
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  /** The search box's label (default: search by title). */
  searchLabel?: string
  /** Show the active/inactive filter (default true; lists of things without a state leave it out). */
  activeFilter?: boolean
  /** More filter controls after the search box (a list's own, kept in the URL by its route). */
  filters?: ReactNode
}

/** Title search (sent 400 ms after typing stops, SPEC 9) and the active filter; both reset the page. */
export function ListToolbar({ search, onSearchChange, searchLabel, activeFilter = true, filters }: ListToolbarProps) {
  const t = usePartsT()
  const statusId = useId()
  const [text, setText] = useState(search.q ?? '')
  const debounced = useDebouncedValue(text)
  const latest = useRef({ search, onSearchChange })
  useEffect(() => {
    latest.current = { search, onSearchChange }
  })
  useEffect(() => {
    const { search: current, onSearchChange: change } = latest.current
    if ((current.q ?? '') === debounced) return
    change({ ...current, q: debounced || undefined, page: undefined })
  }, [debounced])
  // The URL changed under us (back, "clear filters"): the box follows it, unless it is our own change.
  const [synced, setSynced] = useState(search.q)
  if (synced !== search.q) {
    setSynced(search.q)
    if ((search.q ?? '') !== debounced) setText(search.q ?? '')
  }

  return (
    <div className={styles.toolbar} role="search">
      <input
        type="search"
        className={styles.search}
        placeholder={searchLabel ?? t('list.search')}
        aria-label={searchLabel ?? t('list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {filters}
      {activeFilter && (
        <label className={styles.filter}>
          <span id={statusId} className={styles.filterLabel}>
            {t('list.status')}
          </span>
          <select
            className={styles.select}
            aria-labelledby={statusId}
            value={search.active ?? ''}
            onChange={(event) => {
              const value = event.target.value
              onSearchChange({ ...search, active: value === 'active' || value === 'inactive' ? value : undefined, page: undefined })
            }}
          >
            <option value="">{t('list.all')}</option>
            <option value="active">{t('list.activeOnly')}</option>
            <option value="inactive">{t('list.inactiveOnly')}</option>
          </select>
        </label>
      )}
    </div>
  )
}
