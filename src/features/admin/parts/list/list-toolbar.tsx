import { useEffect, useRef, useState, type ReactNode } from 'react'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import { useListT } from './list-messages'
import type { ListSearch } from './list-search'
import styles from './list.module.css'

interface ListToolbarProps {
  search: ListSearch
  onSearchChange: (next: ListSearch) => void
  /** The search box's label (default: search by title). */
  searchLabel?: string
  /** Show the active/inactive filter (default true; lists of things without a state leave it out). */
  activeFilter?: boolean
  /** Show the search box (default true; a list the server cannot search, the outbox, leaves it out). */
  searchable?: boolean
  /** More filter controls after the search box (a list's own, kept in the URL by its route). */
  filters?: ReactNode
}

/** Title search (sent 400 ms after typing stops, SPEC 9) and the status filter (all, shown, hidden); both reset the page. */
export function ListToolbar({ search, onSearchChange, searchLabel, searchable = true, activeFilter = true, filters }: ListToolbarProps) {
  const t = useListT()
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
      {searchable && (
        <input
          type="search"
          className={styles.search}
          placeholder={searchLabel ?? t('list.search')}
          aria-label={searchLabel ?? t('list.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {filters}
      {activeFilter && (
        <SegmentedControl
          label={t('list.status')}
          options={[
            { value: 'all', label: t('list.all') },
            { value: 'active', label: t('list.activeOnly') },
            { value: 'inactive', label: t('list.inactiveOnly') },
          ]}
          value={search.active ?? 'all'}
          onChange={(value) => onSearchChange({ ...search, active: value === 'all' ? undefined : value, page: undefined })}
        />
      )}
    </div>
  )
}
