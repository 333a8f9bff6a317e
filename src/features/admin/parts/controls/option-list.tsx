import styles from './controls.module.css'

interface Option<V extends string> {
  value: V
  label: string
  /** What choosing it means, under its label. */
  hint?: string
}

interface OptionListProps<V extends string> {
  legend: string
  /** The radios' group name (one per page). */
  name: string
  options: readonly Option<V>[]
  value: V
  onChange: (value: V) => void
  disabled?: boolean
}

/**
 * A short list of choices, each with what it means (how to import a file, one's own role after a
 * hand-over): radio rows of 44 px, the whole row (the radio's label) its target, a drawn radio
 * showing the choice. Outside a form; a form's choices are ChoiceField's cards.
 */
export function OptionList<V extends string>({ legend, name, options, value, onChange, disabled }: OptionListProps<V>) {
  return (
    <fieldset className={styles.options} disabled={disabled}>
      <legend className={styles.optionsLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span className={styles.radio} aria-hidden="true" />
          <span>
            <span className={styles.optionLabel}>{option.label}</span>
            {option.hint && <span className={styles.optionHint}>{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
