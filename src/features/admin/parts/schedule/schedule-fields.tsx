import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useCapability } from '@/features/admin/parts/capability/capabilities'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { languageAtom } from '@/session/session-atoms'
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
  const language = useAtomValue(languageAtom)
  const { getValues, setValue } = useFormContext()
  const announce = at(path, 'announce')
  const noStart = () => {
    if (getValues(announce) === true) setValue(announce, false, { shouldDirty: true })
  }
  return (
    <div className={styles.stack}>
      <div className={styles.stack}>
        <BoundField name={at(path, 'visibleFrom')} label={t('from')} onCleared={noStart} />
        <BoundField name={at(path, 'visibleUntil')} label={t('until')} />
      </div>
      <p className={styles.hint}>{t('zone', { zone: timeZoneLabel(language) })}</p>
      <AnnounceField path={path} />
    </div>
  )
}

/**
 * "Announce it ahead" (`announce`, issue 27): where the window starts later, visitors see the record as
 * a coming item ("from 3 December") and can ask to be notified; beside it, how many wait (the admin's
 * read `waitingCount`). Not offered where the backend's records carry no announcement (parts/capability).
 * Announcing needs a start: clearing "Show from" turns it off (ScheduleFields), else the contract's
 * refusal would land on a switch no longer drawn.
 */
function AnnounceField({ path }: { path: string }) {
  const t = useScheduleT()
  const language = useAtomValue(languageAtom)
  const name = at(path, 'announce')
  const [from, announce, waiting] = useWatch({ name: [at(path, 'visibleFrom'), name, at(path, 'waitingCount')] }) as [
    unknown,
    unknown,
    unknown,
  ]
  const dropped = useCapability('announce') === 'unsupported'
  // "Later" as of when the fields drew: a start that passes while the form is open keeps the switch.
  const [now] = useState(Date.now)
  const start = typeof from === 'string' ? Date.parse(from) : NaN
  if ((dropped && announce === undefined) || !(start > now || announce === true)) return null
  const date = Number.isNaN(start) ? '' : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(start)
  return (
    <>
      <SwitchField name={name} label={t('announce')} hint={t('announceHint', { date })} />
      {typeof waiting === 'number' && (
        <p className={styles.hint} role="status">
          {waiting === 0 ? t('nobodyWaiting') : t('waiting', { count: waiting })}
        </p>
      )}
    </>
  )
}

function BoundField({ name, label, onCleared }: { name: string; label: string; onCleared?: () => void }) {
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
            onChange={(event) => {
              const next = fromLocalInput(event.target.value)
              field.onChange(next)
              if (next === null) onCleared?.()
            }}
            onBlur={field.onBlur}
          />
          {value !== null && (
            <button
              type="button"
              className={styles.smallButton}
              aria-label={t('clearItem', { label })}
              onClick={() => {
                field.onChange(null)
                onCleared?.()
              }}
            >
              {t('clear')}
            </button>
          )}
        </span>
      )}
    </FieldFrame>
  )
}
