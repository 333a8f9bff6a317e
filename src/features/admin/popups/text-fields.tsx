import { useFieldArray, useWatch, type FieldValues } from 'react-hook-form'
import { AlignField } from '@/features/admin/parts/form/fields/align-field'
import { ChoiceField } from '@/features/admin/parts/form/fields/choice-field'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { usePopupsT } from './popups-messages'
import styles from './popups.module.css'

/** One popup text: a paragraph, or bullet items in their order; aligned left or centre. */
export function TextFields({ path }: { path: string }) {
  const t = usePopupsT()
  const kind = useWatch({ name: `${path}.kind` }) as 'plain' | 'bullets'
  return (
    <>
      <ChoiceField
        name={`${path}.kind`}
        label={t('texts.kind')}
        compact
        options={[
          { value: 'plain', label: t('texts.plain') },
          { value: 'bullets', label: t('texts.bullets') },
        ]}
      />
      {kind === 'bullets' ? (
        <BulletItems path={`${path}.items`} />
      ) : (
        <TextField name={`${path}.text`} label={t('texts.text')} required multiline rows={3} maxLength={5000} />
      )}
      <AlignField name={`${path}.alignmentType`} />
    </>
  )
}

function BulletItems({ path }: { path: string }) {
  const t = usePopupsT()
  const { fields: items, append, remove, move } = useFieldArray<FieldValues, string, 'key'>({ name: path, keyName: 'key' })
  const values = (useWatch({ name: path }) ?? []) as { value?: string }[]
  const title = (index: number) => {
    const value = values[index]?.value
    return value ? `${t('texts.bullet', { n: index + 1 })}: ${value}` : t('texts.bullet', { n: index + 1 })
  }
  return (
    <FieldFrame name={path} label={t('texts.items')} required kind="group">
      {() => (
        <div className={fields.stack}>
          {items.length > 0 && (
            <SortableList
              items={items}
              getId={(item) => item.key}
              getTitle={(item) => title(items.indexOf(item))}
              onMove={move}
              label={t('texts.items')}
              renderItem={(_, index) => (
                <div className={styles.bullet}>
                  <TextField name={`${path}.${String(index)}.value`} label={t('texts.bullet', { n: index + 1 })} maxLength={1000} />
                  <button
                    type="button"
                    className={fields.smallButton}
                    aria-label={t('texts.removeBullet', { n: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    ×
                  </button>
                </div>
              )}
            />
          )}
          <button type="button" className={fields.smallButton} onClick={() => append({ value: '' })}>
            {t('texts.addBullet')}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}
