import { useId, useRef } from 'react'
import type { Section } from '@/api/contract/sections'
import { FILTER_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { usePathState } from '@/features/hub/use-path-state'
import styles from './section-filter.module.css'
import { SectionList } from './section-list'

const SearchIcon = () => (
  <svg className={styles.searchIcon} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M12.2 12.2L16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)

const ClearIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)

/** Sections whose title contains the query, case-insensitively (all of them for a blank query). */
function filterSections<S extends Pick<Section, 'title'>>(sections: readonly S[], query: string): readonly S[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return sections
  return sections.filter((section) => section.title.toLocaleLowerCase().includes(needle))
}

/**
 * A category's sections with display type 'filter': a search field above the rows filters them
 * by title once typing pauses for FILTER_DEBOUNCE_MS (SPEC 9); clearing the field shows them all at once.
 * The text is kept per path (`memoryKey` tells apart several filters on one screen): coming back
 * from a section finds the list filtered as it was left.
 */
export function FilteredSectionList({
  sections,
  label,
  memoryKey = 'filter',
}: {
  sections: readonly Section[]
  label?: string
  memoryKey?: string
}) {
  const t = useMessages(detailMessages)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = usePathState(memoryKey, '')
  const debounced = useDebouncedValue(query, FILTER_DEBOUNCE_MS)
  const applied = query.trim() === '' ? '' : debounced
  const shown = filterSections(sections, applied)

  return (
    <div className={styles.filter}>
      <div role="search" className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('filter.label')}
        </label>
        <SearchIcon />
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={t('filter.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
        {query !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('filter.clear')}
            onClick={() => {
              setQuery('')
              input.current?.focus()
            }}
          >
            <ClearIcon />
          </button>
        )}
      </div>
      {shown.length > 0 && <SectionList sections={shown} label={label} />}
      <div role="status">
        {shown.length === 0 && (
          <p className={styles.empty}>{applied.trim() ? t('filter.emptyFor', { query: applied.trim() }) : t('filter.empty')}</p>
        )}
      </div>
    </div>
  )
}
