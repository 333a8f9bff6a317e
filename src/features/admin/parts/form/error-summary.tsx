import { forwardRef, type MouseEvent } from 'react'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { fieldId, pathAndParents } from '../field-frame/field-id'
import { useLabelOf } from '../field-frame/field-labels'
import type { FlatError } from './flatten-errors'
import styles from './form.module.css'

interface ErrorSummaryProps {
  errors: readonly FlatError[]
  /** A refusal that names no field (a 422 without field errors, a 409...). */
  general: string | null
  /** Instead of "Fix the errors in the form", when the save failed for another reason (network, 5xx). */
  title?: string
}

/** The control (or its nearest group) that shows the error at `path`. */
function targetOf(path: string): HTMLElement | null {
  for (const candidate of pathAndParents(path)) {
    const element = document.getElementById(fieldId(candidate))
    if (element) return element
  }
  return null
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, path: string) {
  const target = targetOf(path)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'center' })
  target.focus({ preventScroll: true })
}

/**
 * GOV.UK-style error summary at the top of a form: the form focuses it after a failed submit, and
 * each entry links to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, general, title }, ref) {
  const t = usePartsT()
  const labelOf = useLabelOf()
  if (errors.length === 0 && !general) return null
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="form-error-summary-title">
      <h2 id="form-error-summary-title" className={styles.summaryTitle}>
        {title ?? t('form.summaryTitle')}
      </h2>
      {general && <p className={styles.summaryGeneral}>{general}</p>}
      {errors.length > 0 && (
        <ul className={styles.summaryList}>
          {errors.map((error) => {
            const label = labelOf(error.path)
            return (
              <li key={error.path}>
                <a href={`#${fieldId(error.path)}`} onClick={(event) => jumpTo(event, error.path)}>
                  {label ? `${label}: ${error.message}` : error.message}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
})
