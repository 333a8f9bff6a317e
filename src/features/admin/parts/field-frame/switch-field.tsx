import type { ReactNode } from 'react'
import { useController } from 'react-hook-form'
import { fieldId } from '@/features/admin/parts/field-frame/field-id'
import { useFieldLabel } from '@/features/admin/parts/field-frame/field-labels'
import styles from './fields.module.css'

/** An on/off switch (a checkbox with role="switch") wired to a boolean value. */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { field } = useController({ name })
  useFieldLabel(name, label)
  const id = fieldId(name)
  return (
    <SwitchRow id={id} label={label} hint={hint}>
      <Switch id={id} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
    </SwitchRow>
  )
}

/**
 * A switch with its label and hint, outside a form too (a screen's own setting: the statistics'
 * "count admins", the hub's sharing switches).
 */
export function SwitchRow({ id, label, hint, children }: { id: string; label: string; hint?: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.switchRow}>
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </label>
      {children}
    </div>
  )
}

interface SwitchProps {
  id?: string
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: () => void
  inputRef?: (element: HTMLInputElement | null) => void
  /** When the switch has no visible label (list rows). */
  label?: string
  disabled?: boolean
}

/** The switch control itself, also used by the list's inline active switch. */
export function Switch({ id, checked, onChange, onBlur, inputRef, label, disabled }: SwitchProps) {
  return (
    <span className={styles.switch}>
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={checked}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <span className={styles.switchTrack} aria-hidden="true" />
    </span>
  )
}
