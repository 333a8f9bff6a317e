import { useController } from 'react-hook-form'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'
import { fromLocalInput, timeZoneLabel, toLocalInput } from './local-time'
import { useScheduleT } from './schedule-messages'

const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * "Show from / until": the window in which visitors see a record (`visibleFrom`, `visibleUntil`),
 * typed as wall-clock times in the admin's zone (named under the fields) and kept in the form as
 * instants with their offset, null when empty. The contract's rule (until after from) and the
 * server's 422 land on "until". One part for the category, material, banner and button forms.
 */
export function ScheduleFields({ path = '' }: { path?: string }) {
  const t = useScheduleT()
  return (
    <div className={styles.stack}>
      <div className={styles.stack}>
        <BoundField name={at(path, 'visibleFrom')} label={t('from')} />
        <BoundField name={at(path, 'visibleUntil')} label={t('until')} />
      </div>
      <p className={styles.hint}>{t('zone', { zone: timeZoneLabel() })}</p>
    </div>
  )
}

function BoundField({ name, label }: { name: string; label: string }) {
  const t = useScheduleT()
  const { field } = useController({ name })
  const value = typeof field.value === 'string' ? field.value : null
  // A value typed but not yet a date stays in the box as typed; an instant shows in local time.
  const shown = value === null ? '' : toLocalInput(value) || value
  return (
    <FieldFrame name={name} label={label}>
      {(control) => (
        <span className={styles.inline}>
          <input
            {...control}
            ref={field.ref}
            name={field.name}
            type="datetime-local"
            className={styles.input}
            value={shown}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
            onBlur={field.onBlur}
          />
          {value !== null && (
            <button
              type="button"
              className={styles.smallButton}
              aria-label={t('clearItem', { label })}
              onClick={() => field.onChange(null)}
            >
              {t('clear')}
            </button>
          )}
        </span>
      )}
    </FieldFrame>
  )
}
