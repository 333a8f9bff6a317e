import { useState } from 'react'
import { useController } from 'react-hook-form'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { moveItem } from '@/features/admin/parts/ordering/use-optimistic-order'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import { FieldFrame } from '../field-frame/field'
import styles from '../field-frame/fields.module.css'
import type { ReferenceItem, ReferenceSource } from './reference-sources'

const REFERENCE_PAGE_SIZE = 20

interface ReferencePickerFieldProps {
  /** The ids path: `materialIds`, `sectionIds`. */
  name: string
  label: string
  source: ReferenceSource
  /** Records already known (e.g. a category's included materials), so their titles need no call. */
  knownItems?: readonly ReferenceItem[]
  required?: boolean
  hint?: string
}

/**
 * Chooses records by id: a server-side title search (debounced, paged: never loads them all) to
 * add from, and the chosen ones as an ordered list to reorder or remove.
 */
export function ReferencePickerField({ name, label, source, knownItems = [], required, hint }: ReferencePickerFieldProps) {
  const t = usePartsT()
  const { field } = useController({ name })
  const ids = (field.value ?? []) as number[]
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const debounced = useDebouncedValue(search)
  const results = source.useSearch(debounced.trim(), page * REFERENCE_PAGE_SIZE, REFERENCE_PAGE_SIZE)
  // Items chosen from earlier pages or searches keep their titles without another call.
  const [picked, setPicked] = useState<readonly ReferenceItem[]>([])
  const titles = new Map([...knownItems, ...picked, ...results.items].map((item) => [item.id, item]))
  const pages = Math.max(1, Math.ceil(results.total / REFERENCE_PAGE_SIZE))

  const setIds = (next: number[]) => {
    field.onChange(next)
    field.onBlur()
  }
  const toggle = (item: ReferenceItem) => {
    if (ids.includes(item.id)) setIds(ids.filter((id) => id !== item.id))
    else {
      setPicked((list) => [...list, item])
      setIds([...ids, item.id])
    }
  }

  return (
    <FieldFrame name={name} label={label} required={required} hint={hint} kind="group">
      {(control) => (
        <div className={styles.picker}>
          <p className={styles.hint}>{ids.length ? t('ref.chosen', { count: ids.length }) : t('ref.noneChosen')}</p>
          {ids.length > 0 && (
            <SortableList
              items={ids}
              getId={(id) => id}
              getTitle={(id) => titles.get(id)?.title ?? t('ref.untitled', { id })}
              onMove={(from, to) => setIds(moveItem(ids, from, to))}
              label={label}
              renderItem={(id) => (
                <ChosenItem
                  id={id}
                  source={source}
                  known={titles.get(id)}
                  onRemove={(title) => {
                    setIds(ids.filter((other) => other !== id))
                    return title
                  }}
                />
              )}
            />
          )}
          <div className={styles.pickerSearch}>
            <input
              id={control.id}
              ref={field.ref}
              className={styles.input}
              type="search"
              placeholder={t('ref.search')}
              aria-label={`${label}: ${t('ref.search')}`}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value)
                setPage(0)
              }}
            />
            <p className={styles.hint} aria-live="polite">
              {results.isPending ? t('ref.loading') : results.total === 0 ? t('ref.noResults') : t('ref.results', { total: results.total })}
            </p>
            <ul className={styles.results} aria-label={`${label}: ${t('ref.results', { total: results.total })}`}>
              {results.items.map((item) => {
                const chosen = ids.includes(item.id)
                return (
                  <li key={item.id}>
                    <button type="button" className={styles.result} aria-pressed={chosen} onClick={() => toggle(item)}>
                      <span className={styles.resultMark} aria-hidden="true">
                        {chosen ? '✓' : '+'}
                      </span>
                      <span>{item.title}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
            {pages > 1 && (
              <div className={styles.pager}>
                <button type="button" className={styles.smallButton} disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('ref.prev')}
                </button>
                <span className={styles.hint}>{t('ref.page', { page: page + 1, pages })}</span>
                <button type="button" className={styles.smallButton} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {t('ref.next')}
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  )
}

interface ChosenItemProps {
  id: number
  source: ReferenceSource
  known: ReferenceItem | undefined
  onRemove: (title: string) => void
}

function ChosenItem({ id, source, known, onRemove }: ChosenItemProps) {
  const t = usePartsT()
  const fetched = source.useItem(id, known === undefined)
  const title = (known ?? fetched)?.title ?? t('ref.untitled', { id })
  return (
    <div className={styles.chosen}>
      <span className={styles.chosenTitle}>{title}</span>
      <button type="button" className={styles.smallButton} onClick={() => onRemove(title)} aria-label={t('ref.remove', { title })}>
        ×
      </button>
    </div>
  )
}
