/**
 * Drag support for SortableList, loaded after the list's first paint (or on the first touch of a
 * handle) so dnd-kit stays out of the screen's first load. It draws nothing of its own: it binds
 * dnd-kit to the rows and handles SortableList already drew (found through `nodesOf`), so the rows
 * never remount when it arrives (no lost focus, no lost click).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLayoutEffect, type SyntheticEvent } from 'react'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'

export interface RowNodes {
  row: HTMLElement
  handle: HTMLElement
}

interface DragLayerProps {
  ids: readonly UniqueIdentifier[]
  titleOf: (id: UniqueIdentifier) => string
  nodesOf: (id: UniqueIdentifier) => RowNodes | undefined
  onMove: (from: number, to: number) => void
  disabled?: boolean
}

export default function DragLayer({ ids, titleOf, nodesOf, onMove, disabled }: DragLayerProps) {
  const t = usePartsT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
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
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        {ids.map((id) => (
          <RowBinding key={id} id={id} nodesOf={nodesOf} disabled={disabled} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

/** dnd-kit's listeners expect React events; a native one wrapped this way is all they read. */
function asSynthetic(event: Event, handle: HTMLElement) {
  return {
    nativeEvent: event,
    target: event.target,
    currentTarget: handle,
    type: event.type,
    preventDefault: () => event.preventDefault(),
    stopPropagation: () => event.stopPropagation(),
  } as unknown as SyntheticEvent
}

/**
 * One row made sortable: refs, the handle's attributes and listeners, and the row's movement,
 * applied to the elements the list drew (looked up after each commit: a row may be new).
 */
function RowBinding({ id, nodesOf, disabled }: { id: UniqueIdentifier; nodesOf: DragLayerProps['nodesOf']; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  useLayoutEffect(() => {
    const nodes = nodesOf(id)
    if (!nodes) return
    const { row, handle } = nodes
    setNodeRef(row)
    setActivatorNodeRef(handle)
    // Only the screen-reader attributes: the handle is already a focusable button.
    for (const name of DRAG_ATTRIBUTES) {
      const value = attributes[name]
      if (value === undefined) handle.removeAttribute(name)
      else handle.setAttribute(name, String(value))
    }
    const unbind = Object.entries(listeners ?? {}).map(([prop, handler]) => {
      const type = prop.slice(2).toLowerCase()
      const listener = (event: Event) => {
        ;(handler as (event: SyntheticEvent) => void)(asSynthetic(event, handle))
      }
      handle.addEventListener(type, listener)
      return () => handle.removeEventListener(type, listener)
    })
    row.style.transform = CSS.Translate.toString(transform) ?? ''
    row.style.transition = transition ?? ''
    row.toggleAttribute('data-dragging', isDragging)
    return () => {
      unbind.forEach((remove) => remove())
      for (const name of DRAG_ATTRIBUTES) handle.removeAttribute(name)
      row.style.transform = ''
      row.style.transition = ''
      row.removeAttribute('data-dragging')
    }
  })
  return null
}

const DRAG_ATTRIBUTES = ['aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled'] as const
