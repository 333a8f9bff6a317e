import type { ReactNode } from 'react'
import { useController } from 'react-hook-form'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'

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
  /** A segmented control (alignment) instead of picture cards. */
  compact?: boolean
}

/** A picker (radio group): picture cards that show what each choice looks like, or a segmented control (`compact`). */
export function ChoiceField({ name, label, options, hint, compact }: ChoiceFieldProps) {
  const { field } = useController({ name })
  return (
    <FieldFrame name={name} label={label} hint={hint} kind="group">
      {() =>
        compact ? (
          <SegmentedControl
            label={label}
            name={field.name}
            options={options.map((option) => ({ value: option.value, label: option.label, icon: option.preview }))}
            value={typeof field.value === 'string' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        ) : (
          <div className={styles.choices} role="presentation">
            {options.map((option) => (
              <label key={option.value} className={styles.choice}>
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
                {option.hint && <span className={styles.choiceHint}>{option.hint}</span>}
              </label>
            ))}
          </div>
        )
      }
    </FieldFrame>
  )
}
