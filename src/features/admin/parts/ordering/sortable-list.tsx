/**
 * USAGE (Ordering part):
 *   const { ordered, move } = useOptimisticOrder({ items: query.data, getId: (c) => c.id,
 *     save: (ids) => order.mutateAsync({ id, name: 'materials', ids }) })
 *   <SortableList items={ordered} getId={(c) => c.id} getTitle={(c) => c.title} onMove={move}
 *     label="..." renderItem={(c) => <Row c={c} />} />
 * In a form: onMove={(from, to) => setIds(moveItem(ids, from, to))}.
 * dnd-kit is not imported here: the drag layer (./drag-layer) brings it after the first paint.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useReadOnly } from '@/features/admin/parts/roles/read-only-context'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import type { RowNodes } from './drag-layer'
import styles from './ordering.module.css'

type RowId = string | number

/** dnd-kit and the bindings, fetched once for every list of the admin. */
const DragLayer = lazy(() => import('./drag-layer'))

interface SortableListProps<T> {
  items: readonly T[]
  getId: (item: T) => RowId
  /** Names the item in the handle's and buttons' labels and in the announcements. */
  getTitle: (item: T) => string
  /** Move the item at `from` to `to` (indexes into `items`). */
  onMove: (from: number, to: number) => void
  renderItem: (item: T, index: number) => ReactNode
  /** Optional full-width content under the row that moves with it (e.g. a tree's nested list). */
  renderBelow?: (item: T, index: number) => ReactNode
  /** The list's accessible name. */
  label: string
  disabled?: boolean
}

/** Asks for drag support once the browser is idle after the first paint (or at once when a handle is touched). */
function useDragWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: 1500 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(want, 200)
    return () => clearTimeout(timer)
  }, [wanted])
  return [wanted, () => setWanted(true)]
}

/**
 * A reorderable list: drag by the handle (mouse, touch, pen), or with the keyboard (focus the
 * handle, space, arrows, space), or with the up/down buttons; dnd-kit announces each step.
 * The rows and buttons work before the drag layer arrives; the layer only adds dragging to them.
 */
export function SortableList<T>({ items, getId, getTitle, onMove, renderItem, renderBelow, label, ...props }: SortableListProps<T>) {
  // Inside a read-only form (an analyst's), nothing moves: the buttons are disabled and the drag layer off.
  const readOnly = useReadOnly()
  const disabled = props.disabled === true || readOnly
  const [dragWanted, wantDrag] = useDragWanted()
  const nodes = useRef(new Map<RowId, Partial<RowNodes>>())
  const ids = items.map(getId)
  const titleOf = (id: RowId) => {
    const item = items[ids.indexOf(id)]
    return item === undefined ? String(id) : getTitle(item)
  }
  const nodesOf = (id: RowId) => {
    const found = nodes.current.get(id)
    return found?.row && found.handle ? { row: found.row, handle: found.handle } : undefined
  }
  const setNode = (id: RowId, part: keyof RowNodes) => (element: HTMLElement | null) => {
    const entry = nodes.current.get(id) ?? {}
    if (element) entry[part] = element
    else delete entry[part]
    nodes.current.set(id, entry)
  }
  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {items.map((item, index) => {
          const id = ids[index] as RowId
          return (
            <SortableRow
              key={id}
              rowRef={setNode(id, 'row')}
              handleRef={setNode(id, 'handle')}
              onHandleReach={wantDrag}
              title={getTitle(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              below={renderBelow?.(item, index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          )
        })}
      </ol>
      {dragWanted && (
        <Suspense fallback={null}>
          <DragLayer ids={ids} titleOf={titleOf} nodesOf={nodesOf} onMove={onMove} disabled={disabled} />
        </Suspense>
      )}
    </>
  )
}

interface SortableRowProps {
  rowRef: (element: HTMLElement | null) => void
  handleRef: (element: HTMLElement | null) => void
  /** The handle is about to be used: fetch the drag layer now if it has not come yet. */
  onHandleReach: () => void
  title: string
  first: boolean
  last: boolean
  disabled?: boolean
  onUp: () => void
  onDown: () => void
  below?: ReactNode
  children: ReactNode
}

function SortableRow({ rowRef, handleRef, onHandleReach, title, first, last, disabled, onUp, onDown, below, children }: SortableRowProps) {
  const t = usePartsT()
  return (
    <li ref={rowRef} className={[styles.row, below != null && styles.withBelow].filter(Boolean).join(' ')}>
      <button
        type="button"
        ref={handleRef}
        className={styles.handle}
        aria-label={t('order.handle', { title })}
        onPointerEnter={onHandleReach}
        onPointerDown={onHandleReach}
        onFocus={onHandleReach}
      >
        <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false" fill="currentColor">
          {[3, 9, 15].map((y) => [3, 9].map((x) => <circle key={`${String(x)}-${String(y)}`} cx={x} cy={y} r="1.6" />))}
        </svg>
      </button>
      <div className={styles.content}>{children}</div>
      <div className={styles.moves}>
        <button type="button" className={styles.move} onClick={onUp} disabled={disabled || first} aria-label={t('order.up', { title })}>
          ↑
        </button>
        <button type="button" className={styles.move} onClick={onDown} disabled={disabled || last} aria-label={t('order.down', { title })}>
          ↓
        </button>
      </div>
      {below != null && <div className={styles.below}>{below}</div>}
    </li>
  )
}
