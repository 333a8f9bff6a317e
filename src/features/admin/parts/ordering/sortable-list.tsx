/**
 * USAGE (Ordering part):
 *   const { ordered, move } = useOptimisticOrder({ items: query.data, getId: (c) => c.id,
 *     save: (ids) => order.mutateAsync({ id, name: 'materials', ids }) })
 *   <SortableList items={ordered} getId={(c) => c.id} getTitle={(c) => c.title} onMove={move}
 *     label="..." renderItem={(c) => <Row c={c} />} />
 * In a form: onMove={(from, to) => setIds(moveItem(ids, from, to))}. dnd-kit stays in admin chunks.
 */
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { usePartsT } from '@/features/admin/parts/parts-messages'
import styles from './ordering.module.css'

export interface SortableListProps<T> {
  items: readonly T[]
  getId: (item: T) => UniqueIdentifier
  /** Names the item in the handle's and buttons' labels and in the announcements. */
  getTitle: (item: T) => string
  /** Move the item at `from` to `to` (indexes into `items`). */
  onMove: (from: number, to: number) => void
  renderItem: (item: T, index: number) => ReactNode
  /** The list's accessible name. */
  label: string
  disabled?: boolean
}

/**
 * A reorderable list: drag by the handle (mouse, touch, pen), or with the keyboard (focus the
 * handle, space, arrows, space), or with the up/down buttons; dnd-kit announces each step.
 */
export function SortableList<T>({ items, getId, getTitle, onMove, renderItem, label, disabled }: SortableListProps<T>) {
  const t = usePartsT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(getId)
  const titleOf = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)]
    return item === undefined ? String(id) : getTitle(item)
  }
  const position = (id: UniqueIdentifier | undefined) => ({ position: ids.indexOf(id ?? '') + 1, count: ids.length })
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('order.picked', { title: titleOf(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('order.over', { title: titleOf(active.id), ...position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('order.dropped', { title: titleOf(active.id), ...position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('order.canceled', { title: titleOf(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(ids.indexOf(active.id), ids.indexOf(over.id))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('order.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as UniqueIdentifier}
              title={getTitle(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

interface SortableRowProps {
  id: UniqueIdentifier
  title: string
  first: boolean
  last: boolean
  disabled?: boolean
  onUp: () => void
  onDown: () => void
  children: ReactNode
}

function SortableRow({ id, title, first, last, disabled, onUp, onDown, children }: SortableRowProps) {
  const t = usePartsT()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  return (
    <li
      ref={setNodeRef}
      className={[styles.row, isDragging && styles.dragging].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('order.handle', { title })}
      >
        <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false" fill="currentColor">
          {[3, 9, 15].map((y) => [3, 9].map((x) => <circle key={`${String(x)}-${String(y)}`} cx={x} cy={y} r="1.6" />))}
        </svg>
      </button>
      <div className={styles.content}>{children}</div>
      <div className={styles.moves}>
        <button type="button" className={styles.move} onClick={onUp} disabled={disabled || first} aria-label={t('order.up', { title })}>↑</button>
        <button type="button" className={styles.move} onClick={onDown} disabled={disabled || last} aria-label={t('order.down', { title })}>↓</button>
      </div>
    </li>
  )
}
