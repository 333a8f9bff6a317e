import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { parseInternalUrl } from '@/session/hub-target'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import type { ControlProps } from '../field-frame/field'
import fieldStyles from '../field-frame/fields.module.css'
import { useHubTargetT } from './hub-target-messages'
import styles from './hub-target-picker.module.css'
import { categoryTargets, sectionTargets, type TargetItem } from './hub-target-sources'

/** Records of each kind shown at once; "Show more" asks for as many again (never the whole list). */
const TARGET_PAGE_SIZE = 8

type TargetKind = 'home' | 'category' | 'section'

interface TargetOption {
  key: string
  kind: TargetKind
  /** The stored value: the path the contract carries (`/`, `/category/3`, `/section/2`). */
  path: string
  title: string
  iconUrl?: string | null
}

const pathOf = (kind: 'category' | 'section', id: number) => `/${kind}/${String(id)}`

interface HubTargetPickerProps {
  control: ControlProps
  /** The form's ref of the value (focused by the error summary). */
  inputRef?: (element: HTMLInputElement | null) => void
  /** An internal url (`/category/3`), or '' while none is chosen. */
  value: string
  onChange: (path: string) => void
  onBlur: () => void
}

/**
 * Where an internal link leads, chosen by name: the current page named as people know it (a deleted
 * one said so), and a combobox searching the hub's categories and sections by title on the server
 * (debounced, a page at a time) plus Home. Arrows move, Enter chooses, Escape closes the list. The
 * value stays the path the contract carries, so nothing changes on the wire.
 */
export function HubTargetPicker({ control, inputRef, value, onChange, onBlur }: HubTargetPickerProps) {
  const t = useHubTargetT()
  const id = useId()
  const listId = `${id}-list`
  const currentId = `${id}-current`
  const box = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement | null>(null)
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [pages, setPages] = useState(1)
  const [active, setActive] = useState(0)
  const query = useDebouncedValue(search.trim())
  const limit = TARGET_PAGE_SIZE * pages
  const categories = categoryTargets.useSearch(query, limit, open)
  const sections = sectionTargets.useSearch(query, limit, open)

  const home = t('home')
  const homeFits = !query || home.toLocaleLowerCase().includes(query.toLocaleLowerCase())
  const asOption =
    (kind: 'category' | 'section') =>
    (item: TargetItem): TargetOption => ({
      key: pathOf(kind, item.id),
      kind,
      path: pathOf(kind, item.id),
      title: item.title,
      iconUrl: item.iconUrl,
    })
  const groups = [
    { kind: 'category' as const, label: t('categories'), options: categories.items.map(asOption('category')) },
    { kind: 'section' as const, label: t('sections'), options: sections.items.map(asOption('section')) },
  ]
  const homeOption: TargetOption = { key: '/', kind: 'home', path: '/', title: home }
  const options = [...(homeFits ? [homeOption] : []), ...groups.flatMap((group) => group.options)]
  const more = categories.total > categories.items.length || sections.total > sections.items.length
  const pending = categories.isPending || sections.isPending || query !== search.trim()
  const failed = categories.isError || sections.isError
  const activeIndex = Math.min(active, options.length - 1)
  const optionId = (option: TargetOption) => `${id}-option${option.path.replace(/\//g, '-')}`
  const activeOption = open ? options[activeIndex] : undefined

  useEffect(() => {
    // jsdom (the ui tests) has no scrollIntoView.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' })
    // optionId depends only on `id`, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption?.key])

  const choose = (option: TargetOption) => {
    onChange(option.path)
    onBlur()
    setOpen(false)
    setSearch('')
    setPages(1)
    setActive(0)
  }
  const openList = () => {
    setOpen(true)
    setActive(0)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return openList()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(Math.max(0, Math.min(options.length - 1, activeIndex + step)))
    } else if (event.key === 'Enter') {
      // Never submits the form around the link.
      event.preventDefault()
      if (activeOption) choose(activeOption)
      else openList()
    } else if (event.key === 'Escape' && open) {
      // Closes the list only (not a dialog around the form).
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }

  const renderOption = (option: TargetOption) => {
    const selected = option === activeOption
    return (
      <div
        key={option.key}
        id={optionId(option)}
        role="option"
        aria-selected={selected}
        className={styles.option}
        // Keeps the focus in the box: the choice is made on click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
      >
        <TargetIcon kind={option.kind} url={option.iconUrl} />
        <span className={styles.optionTitle}>{option.title}</span>
        {option.path === value && (
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
        )}
      </div>
    )
  }

  return (
    <div
      className={styles.picker}
      ref={box}
      onBlur={(event) => {
        // Leaving the picker (not moving to its own "Show more") closes the list and marks the field touched.
        if (box.current?.contains(event.relatedTarget)) return
        setOpen(false)
        onBlur()
      }}
    >
      <CurrentTarget
        id={currentId}
        value={value}
        onPickAnother={() => {
          input.current?.focus()
          openList()
        }}
      />
      <input
        id={control.id}
        ref={(element) => {
          input.current = element
          inputRef?.(element)
        }}
        className={fieldStyles.input}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-describedby={[currentId, control['aria-describedby']].filter(Boolean).join(' ')}
        aria-invalid={control['aria-invalid']}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('placeholder')}
        value={search}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setSearch(event.target.value)
          setPages(1)
          setActive(0)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!open}>
        <div id={listId} role="listbox" aria-label={t('results')} className={styles.listbox}>
          {homeFits && renderOption(homeOption)}
          {groups.map(
            (group) =>
              group.options.length > 0 && (
                <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <div id={`${id}-${group.kind}`} className={styles.groupLabel} role="presentation">
                    {group.label}
                  </div>
                  {group.options.map(renderOption)}
                </div>
              ),
          )}
        </div>
        <p className={styles.status} aria-live="polite">
          {failed ? t('failed') : pending ? t('searching') : options.length === 0 ? t('nothing') : ''}
        </p>
        {failed && (
          <button
            type="button"
            className={fieldStyles.smallButton}
            onClick={() => {
              if (categories.isError) categories.retry()
              if (sections.isError) sections.retry()
            }}
          >
            {t('retry')}
          </button>
        )}
        {more && !failed && (
          <button type="button" className={fieldStyles.smallButton} onClick={() => setPages(pages + 1)}>
            {t('more')}
          </button>
        )}
      </div>
    </div>
  )
}

function TargetIcon({ kind, url }: { kind: TargetKind; url?: string | null }) {
  if (url) return <img className={styles.icon} src={url} alt="" width={28} height={28} />
  return (
    <span className={styles.glyph} aria-hidden="true">
      {kind === 'home' ? '⌂' : kind === 'category' ? '▦' : '≡'}
    </span>
  )
}

interface CurrentTargetProps {
  id: string
  value: string
  onPickAnother: () => void
}

/** The page a saved path leads to, by name (one read of its record, kept): deleted, unknown or none said so. */
function CurrentTarget({ id, value, onPickAnother }: CurrentTargetProps) {
  const t = useHubTargetT()
  const target = value.trim() ? parseInternalUrl(value) : undefined
  const kind = target?.screen === 'category' || target?.screen === 'section' ? target.screen : null
  const recordId = target && 'id' in target ? target.id : 0
  const category = categoryTargets.useItem(recordId, kind === 'category')
  const section = sectionTargets.useItem(recordId, kind === 'section')
  const item = kind === 'category' ? category : section

  let text: string
  let problem: string | null = null
  let iconKind: TargetKind | null = null
  if (target === undefined) text = t('none')
  else if (target?.screen === 'home') {
    text = t('home')
    iconKind = 'home'
  } else if (kind) {
    iconKind = kind
    if (item === null) {
      text = t(kind === 'category' ? 'categoryGone' : 'sectionGone')
      problem = t('goneHint')
    } else text = item ? t(kind, { title: item.title }) : t(kind === 'category' ? 'categoryLoading' : 'sectionLoading')
  } else {
    text = t('other', { path: value.trim() })
    problem = t('otherHint')
  }

  return (
    <div className={problem ? `${styles.current} ${styles.currentProblem}` : styles.current}>
      <div className={styles.currentText} id={id}>
        {iconKind && <TargetIcon kind={iconKind} url={item?.iconUrl} />}
        <span className={target === undefined ? styles.currentNone : styles.currentTitle}>{text}</span>
        {problem && <span className={styles.problem}>{problem}</span>}
      </div>
      {problem && (
        <button type="button" className={fieldStyles.smallButton} onClick={onPickAnother}>
          {t('change')}
        </button>
      )}
    </div>
  )
}
