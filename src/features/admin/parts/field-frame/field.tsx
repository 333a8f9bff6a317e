/**
 * USAGE (Fields part): every field takes `name` (form path) and `label`, inside an <AdminForm>.
 *   TextField (multiline, alignName="descriptionAlign", emptyAsNull), SwitchField, ChoiceField,
 *   LookField (kind="materialDisplay" | "categoryDisplay" | "roadType" | "sectionRoadType"),
 *   ColorField, ImageField (name="imageId" fileName="image" type="image"|"icon"), IconPickerField
 *   (name="iconId" fileName="icon"), LinkSetField (name="links"; emptyLink(), linkToForm(link)),
 *   ReferencePickerField (name="materialIds" source={materialReferences}, or another ReferenceSource).
 * A new field kind draws itself in <FieldFrame> so the summary, ids and ARIA come for free.
 */
import type { ReactNode } from 'react'
import { get, useFormState } from 'react-hook-form'
import { fieldId } from '@/features/admin/parts/field-frame/field-id'
import { useFieldLabel } from '@/features/admin/parts/field-frame/field-labels'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import hidden from '@/ui/visually-hidden.module.css'
import styles from './fields.module.css'

/** What a field's control spreads onto itself: its id (the error summary links to it) and ARIA wiring. */
export interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

interface FieldFrameProps {
  /** The form path of the value (`title`, `links.0.externalUrl`). */
  name: string
  label: string
  hint?: string
  required?: boolean
  /** `group`: a fieldset whose legend is the label (radio groups, lists of controls). */
  kind?: 'control' | 'group'
  /** A group whose form section already shows the same title: its legend is for screen readers only. */
  labelHidden?: boolean
  children: (control: ControlProps) => ReactNode
}

/** The message of the error at `name` (an array's own error sits on `root`). */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, name)
  return error?.message ?? error?.root?.message
}

/** Label, hint and inline error around one control; every field part is drawn in one. */
export function FieldFrame({ name, label, hint, required, kind = 'control', labelHidden, children }: FieldFrameProps) {
  const t = usePartsT()
  const error = useFieldError(name)
  useFieldLabel(name, label)
  const id = fieldId(name)
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const control: ControlProps = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }
  const labelText = (
    <>
      {label}
      {required && <span className={styles.required}> ({t('field.required')})</span>}
    </>
  )
  const messages = (
    <>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </>
  )
  if (kind === 'group') {
    return (
      <fieldset className={styles.field} id={id} tabIndex={-1} aria-describedby={describedBy} aria-invalid={control['aria-invalid']}>
        <legend className={labelHidden ? hidden.hidden : styles.label}>{labelText}</legend>
        {children({ id: `${id}-control` })}
        {messages}
      </fieldset>
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labelText}
      </label>
      {children(control)}
      {messages}
    </div>
  )
}
