import type { ReactNode } from 'react'
import { useController } from 'react-hook-form'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'

export interface Choice {
  value: string
  label: string
  /** A small drawing of what the choice looks like. */
  preview?: ReactNode
  hint?: string
}

interface ChoiceFieldProps {
  name: string
  label: string
  options: readonly Choice[]
  hint?: string
  /** Small inline segments (alignment) instead of picture cards. */
  compact?: boolean
}

/** A segmented picker (radio group) whose options show what each choice looks like. */
export function ChoiceField({ name, label, options, hint, compact }: ChoiceFieldProps) {
  const { field } = useController({ name })
  return (
    <FieldFrame name={name} label={label} hint={hint} kind="group">
      {() => (
        <div className={compact ? styles.segments : styles.choices} role="presentation">
          {options.map((option) => (
            <label key={option.value} className={compact ? styles.segment : styles.choice}>
              <input
                type="radio"
                className={styles.choiceInput}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
                ref={option.value === field.value ? field.ref : undefined}
              />
              {option.preview && <span className={styles.choicePreview}>{option.preview}</span>}
              <span className={styles.choiceLabel}>{option.label}</span>
              {option.hint && !compact && <span className={styles.choiceHint}>{option.hint}</span>}
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  )
}
