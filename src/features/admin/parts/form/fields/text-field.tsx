import { useController, useWatch } from 'react-hook-form'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'
import { AlignField } from './align-field'

interface TextFieldProps {
  name: string
  label: string
  hint?: string
  required?: boolean
  multiline?: boolean
  rows?: number
  maxLength?: number
  placeholder?: string
  type?: 'text' | 'url'
  inputMode?: 'text' | 'url' | 'numeric' | 'email'
  /** The form path of this text's alignment (`descriptionAlign`): adds a left/centre switch and aligns the box. */
  alignName?: string
  /** Store an empty box as null (optional texts the schema types `string | null`). */
  emptyAsNull?: boolean
}

/** A text input or textarea wired to the form; with `alignName`, also its left/centre alignment. */
export function TextField({
  name,
  label,
  hint,
  required,
  multiline,
  rows = 4,
  maxLength,
  placeholder,
  type = 'text',
  inputMode,
  alignName,
  emptyAsNull,
}: TextFieldProps) {
  const { field } = useController({ name })
  const align = useWatch({ name: alignName ?? name }) as unknown
  const value = typeof field.value === 'string' ? field.value : ''
  const onChange = (next: string) => field.onChange(emptyAsNull && next === '' ? null : next)
  const style = alignName ? { textAlign: align === 'center' ? ('center' as const) : ('left' as const) } : undefined
  return (
    <>
      <FieldFrame name={name} label={label} hint={hint} required={required}>
        {(control) => {
          // What the one-line and the multi-line box share; each adds its own attributes and change event.
          const box = {
            ...control,
            ref: field.ref,
            name: field.name,
            className: styles.input,
            maxLength,
            placeholder,
            value,
            style,
            onBlur: field.onBlur,
          }
          return multiline ? (
            <textarea {...box} rows={rows} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <input {...box} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
          )
        }}
      </FieldFrame>
      {alignName && <AlignField name={alignName} />}
    </>
  )
}
