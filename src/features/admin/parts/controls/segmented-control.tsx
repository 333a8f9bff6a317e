import { useId, type ReactNode } from 'react'
import styles from './controls.module.css'

interface Segment<V extends string> {
  value: V
  label: string
  /** A small drawing before the label (alignment sketches). */
  icon?: ReactNode
}

interface SegmentedControlProps<V extends string> {
  /** The group's accessible name (a visible label elsewhere, or the only name it has). */
  label: string
  options: readonly Segment<V>[]
  value: V | undefined
  onChange: (value: V) => void
  /** The radios' name (a form path inside a form); a generated one otherwise. */
  name?: string
  onBlur?: () => void
  /** The checked radio's ref (react-hook-form focuses it on an error). */
  inputRef?: (element: HTMLInputElement | null) => void
  /** Fill the width, segments equally wide (filters on a phone). */
  block?: boolean
}

/**
 * A small choice of two to four (alignment, a link's kind, a range of days, a list's status): one
 * line of segments, each 44 px tall, native radios underneath (arrow keys move the choice).
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  name,
  onBlur,
  inputRef,
  block,
}: SegmentedControlProps<V>) {
  const generated = useId()
  return (
    <div className={block ? `${styles.segments} ${styles.block}` : styles.segments} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            className={styles.segmentInput}
            name={name ?? generated}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            ref={option.value === value ? inputRef : undefined}
          />
          {option.icon}
          <span className={styles.segmentLabel}>{option.label}</span>
        </label>
      ))}
    </div>
  )
}
