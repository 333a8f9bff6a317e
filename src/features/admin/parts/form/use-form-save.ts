import { useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { apiErrorOf } from '@/api/api-error'
import { serverReasonOf } from '@/i18n/error-messages'
import { notifyError as hapticError, notifySuccess as hapticSuccess } from '@/messenger/haptic-notifications'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import type { FormRecord } from './record-edit'
import { applyServerErrors } from './server-errors'
import { useFormConflict } from './use-form-conflict'

export interface FormSaveOptions<TInput extends FieldValues, TOutput, TResult> {
  record: FormRecord<TInput>
  /** Gets the parsed values and the version to send; a rejection with a 422 puts its errors onto the fields. */
  onSubmit: (values: TOutput, version: number | undefined) => Promise<TResult>
  /** After a successful save, once the form is clean (navigate away here: the guard lets it). */
  onSaved?: (result: TResult) => void
  savedMessage?: string
  /** Moves a server error path onto the field that shows it. */
  renameServerPath?: (path: string) => string
}

/**
 * The save lifecycle of one AdminForm: validate, send with the record's version, then on success
 * reset the form clean, notice and haptic; on failure put a 422's errors on their fields, word
 * anything else (the server's reason, or SPEC 8's text) in the summary and a notice, open the
 * conflict dialog for a 409 `edit_conflict`, and move the focus to the summary.
 */
export function useFormSave<TInput extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { record, onSubmit, onSaved, savedMessage, renameServerPath }: FormSaveOptions<TInput, TOutput, TResult>,
) {
  const t = usePartsT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  // The failure's words when no field holds them (a refusal, or a save that failed for another reason).
  const [failure, setFailure] = useState<{ general: string; notSaved: boolean } | null>(null)
  // The summary after a failed save, and the focus moved to it once per failure.
  const [summary, setSummary] = useState<{ shown: boolean; focus: number }>({ shown: false, focus: 0 })
  const summaryRef = useRef<HTMLDivElement>(null)
  // The last failure's notice: a new attempt or a success makes it stale.
  const dismissFailure = useRef<(() => void) | null>(null)
  // A form that has just saved may navigate away before its re-render clears the guard.
  const bypassGuard = useRef(false)
  const conflict = useFormConflict(form, { version: record.version, fromCurrent: record.toForm })
  const { isDirty } = form.formState

  useEffect(() => {
    if (summary.focus > 0) summaryRef.current?.focus()
  }, [summary.focus])
  useEffect(() => {
    if (!isDirty) bypassGuard.current = false
  }, [isDirty])

  const failed = () => {
    hapticError()
    setSummary((previous) => ({ shown: true, focus: previous.focus + 1 }))
  }

  const save = () =>
    form.handleSubmit(async (values) => {
      setFailure(null)
      dismissFailure.current?.()
      dismissFailure.current = null
      try {
        const result = await onSubmit(values, conflict.versionRef.current)
        conflict.saved(result)
        bypassGuard.current = true
        form.reset(form.getValues())
        setSummary((previous) => ({ ...previous, shown: false }))
        hapticSuccess()
        notify('success', savedMessage ?? t('form.saved'))
        onSaved?.(result)
      } catch (error) {
        const outcome = applyServerErrors(error, form.setError, renameServerPath)
        if (!outcome.onFields) {
          // The server's own reason (409, 422 without fields) or SPEC 8's text, never "Server error.".
          const reason = errorText(error)
          const refused = serverReasonOf(error) !== null
          setFailure({
            // A save that failed for no fault of the form (network, 5xx, 403): not "fix the errors".
            notSaved: !refused,
            general: refused
              ? apiErrorOf(error)?.status === 422
                ? t('form.serverRefused')
                : reason
              : `${reason} ${t('form.notSavedKept')}`,
          })
          if (!conflict.caught(error)) dismissFailure.current = notify('error', t('form.saveFailed', { reason }))
        }
        failed()
      }
    }, failed)()

  return {
    save,
    /** The error summary's state: shown after a failed save until the next success. */
    summary: { shown: summary.shown, general: failure?.general ?? null, notSaved: failure?.notSaved ?? false },
    /** On the summary: it takes the focus after each failed save. */
    summaryRef,
    bypassGuard,
    /** On the <form>: "Keep mine" submits it again. */
    formRef: conflict.formRef,
    /** The version the next save sends (a restored draft puts back its own). */
    versionRef: conflict.versionRef,
    conflictDialog: conflict.dialog,
  }
}
