import type { ReactNode } from 'react'
import { useFieldArray, type FieldValues } from 'react-hook-form'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import styles from './popups.module.css'

export interface PartListProps<T extends FieldValues> {
  /** The array's form path: `texts`, `buttons`, `linkLists.0.localLinks`. */
  name: string
  label: string
  /** The form section around the list already shows `label` as its title. */
  labelHidden?: boolean
  empty: string
  addLabel: string
  newItem: () => T
  /** `Text 2`: the item's heading and its name in the ordering controls. */
  itemTitle: (index: number) => string
  removeLabel: (index: number) => string
  renderItem: (path: string, index: number) => ReactNode
  /** Extra buttons beside "add" (a bulleted text). */
  extraAdd?: (append: (item: T) => void) => ReactNode
  max?: number
}

/**
 * A reorderable list of a popup's parts (or a list's local links), each with its own fields and
 * a remove button. `keyName: 'key'` leaves the parts' own `id` (their record's id) alone.
 */
export function PartList<T extends FieldValues>({
  name,
  label,
  labelHidden,
  empty,
  addLabel,
  newItem,
  itemTitle,
  removeLabel,
  renderItem,
  extraAdd,
  max = 50,
}: PartListProps<T>) {
  const { fields: items, append, remove, move } = useFieldArray<FieldValues, string, 'key'>({ name, keyName: 'key' })
  return (
    <FieldFrame name={name} label={label} kind="group" labelHidden={labelHidden}>
      {() => (
        <div className={fields.stack}>
          {items.length === 0 ? (
            <p className={fields.hint}>{empty}</p>
          ) : (
            <SortableList
              items={items}
              getId={(item) => item.key}
              getTitle={(item) => itemTitle(items.indexOf(item))}
              onMove={move}
              label={label}
              renderItem={(_, index) => (
                <div className={styles.part}>
                  <div className={styles.partHeader}>
                    <h3 className={styles.partTitle}>{itemTitle(index)}</h3>
                    <button type="button" className={fields.smallButton} onClick={() => remove(index)}>
                      {removeLabel(index)}
                    </button>
                  </div>
                  {renderItem(`${name}.${String(index)}`, index)}
                </div>
              )}
            />
          )}
          {items.length < max && (
            <div className={fields.inline}>
              <button type="button" className={fields.smallButton} onClick={() => append(newItem())}>
                {addLabel}
              </button>
              {extraAdd?.((item) => append(item))}
            </div>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
