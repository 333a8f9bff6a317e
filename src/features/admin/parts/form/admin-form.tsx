/**
 * USAGE (Form part):
 *   <AdminForm label={t('x')} schema={materialInput} defaultValues={...} preview={<Preview />}
 *     onSubmit={(values) => save.mutateAsync(values)} onSaved={() => navigate(...)}>
 *     <FormSection title="..."><TextField name="title" label="..." required /></FormSection>
 *   </AdminForm>
 * - schema: the contract's input schema (or `.superRefine`d extension); input/output types kept apart.
 * - onSubmit rejects with the ApiError: a 422's `errors` land on their fields (`links.0.externalUrl`),
 *   `renameServerPath` moves a path onto another field; anything else goes to the summary + notice.
 * - Mutations invalidate themselves with useInvalidate (README Conventions) in their `onSuccess`.
 * - The guard (router blocker + Telegram closing confirmation) is built in; onSaved may navigate.
 * - Edit forms pass the record's `version` (and `fromCurrent`): onSubmit gets the version to send
 *   with the update; a 409 edit_conflict opens the conflict dialog (parts/conflict).
 * - `draft={{ resource: 'materials', id }}` (or `id: 'new'`): unsaved values are kept on the device
 *   and offered back when the form opens again (parts/drafts, loaded after the form mounts).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { apiErrorOf } from '@/api/api-error'
import { serverReasonOf } from '@/i18n/error-messages'
import { notifyError as hapticError, notifySuccess as hapticSuccess } from '@/messenger/haptic-notifications'
import { useAdminErrorText, usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useFormConflict, type FormConflictOptions } from '@/features/admin/parts/form/use-form-conflict'
import type { DraftName } from '@/features/admin/parts/drafts/draft-store'
import type { FormDraftsProps } from '@/features/admin/parts/drafts/form-drafts'
import { FieldLabelsProvider } from '../field-frame/field-labels'
import { ErrorSummary } from './error-summary'
import { flattenErrors } from './flatten-errors'
import { SaveBar } from './save-bar'
import { applyServerErrors } from './server-errors'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import styles from './form.module.css'

interface AdminFormProps<TInput extends FieldValues, TOutput, TResult> extends FormConflictOptions<TInput> {
  /** The contract's input schema (or a client extension of it): validates with the API's own rules and messages. */
  schema: z.ZodType<TOutput, TInput>
  /** In the schema's input shape (`z.input`): defaults may be left out, nulls are allowed. */
  defaultValues: DefaultValues<TInput>
  /** Gets the parsed values (`z.output`); a rejection with a 422 puts its errors onto the fields. */
  onSubmit: (values: TOutput, version: number | undefined) => Promise<TResult>
  /** After a successful save, once the form is clean (navigate away here: the guard lets it). */
  onSaved?: (result: TResult) => void
  submitLabel?: string
  savedMessage?: string
  /** Moves a server error path onto the field that shows it. */
  renameServerPath?: (path: string) => string
  /** The live preview: beside the form on wide screens, above it on phones. Use `useWatch` inside. */
  preview?: ReactNode
  /** Accessible name of the form. */
  label: string
  /** Names the form's draft (resource + record id, or 'new'): unsaved values survive a reload. */
  draft?: DraftName
  children: ReactNode
}

/**
 * The back-office form: react-hook-form + zodResolver over the contract's schema, an error summary
 * that takes focus after a failed save, server 422 errors on their fields (nested paths too), a
 * sticky save bar, an unsaved-changes guard, notices and haptics.
 */
export function AdminForm<TInput extends FieldValues, TOutput, TResult>(props: AdminFormProps<TInput, TOutput, TResult>) {
  const { schema, defaultValues, onSubmit, onSaved, submitLabel, savedMessage, renameServerPath, preview, label, children } = props
  const t = usePartsT()
  const notify = useNotify()
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    // Checked on save first, then on each change of a field that failed. Not onTouched: it
    // validates a whole field array when a part is appended, so a new empty part showed
    // "Required" at once and the line vanishing later moved the page under the admin's finger.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes the focus instead, and links to each field.
    shouldFocusError: false,
  })
  const { errors, isDirty } = form.formState
  const errorText = useAdminErrorText()
  const [general, setGeneral] = useState<string | null>(null)
  // A save that failed for no fault of the form (network, 5xx, 403): not "fix the errors".
  const [notSaved, setNotSaved] = useState(false)
  // The last failure's notice: a new attempt or a success makes it stale.
  const dismissFailure = useRef<(() => void) | null>(null)
  const [summaryShown, setSummaryShown] = useState(false)
  const [focusTick, setFocusTick] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const bypassGuard = useRef(false)
  const conflict = useFormConflict(form, props)
  const { formRef, dialog: conflictDialog } = conflict
  // The drafts' code (store, offer, its texts) loads after the form has drawn: not in the form's chunk.
  const hasDraft = props.draft !== undefined
  const left = useRef(false)
  const [Drafts, setDrafts] = useState<ComponentType<FormDraftsProps<TInput>> | null>(null)
  useEffect(() => {
    if (hasDraft)
      import('@/features/admin/parts/drafts/form-drafts').then(
        (module) => setDrafts(() => module.FormDrafts),
        () => undefined,
      )
  }, [hasDraft])

  useEffect(() => {
    if (focusTick > 0) summaryRef.current?.focus()
  }, [focusTick])
  useEffect(() => {
    if (!isDirty) bypassGuard.current = false
  }, [isDirty])

  const failed = () => {
    hapticError()
    setSummaryShown(true)
    setFocusTick((tick) => tick + 1)
  }

  const save = () =>
    form.handleSubmit(async (values) => {
      setGeneral(null)
      setNotSaved(false)
      dismissFailure.current?.()
      dismissFailure.current = null
      try {
        const result = await onSubmit(values, conflict.versionRef.current)
        conflict.saved(result)
        bypassGuard.current = true
        form.reset(form.getValues())
        setSummaryShown(false)
        hapticSuccess()
        notify('success', savedMessage ?? t('form.saved'))
        onSaved?.(result)
      } catch (error) {
        const outcome = applyServerErrors(error, form.setError, renameServerPath)
        if (!outcome.onFields) {
          // The server's own reason (409, 422 without fields) or SPEC 8's text, never "Server error.".
          const reason = errorText(error)
          const refused = serverReasonOf(error) !== null
          setNotSaved(!refused)
          setGeneral(
            refused ? (apiErrorOf(error)?.status === 422 ? t('form.serverRefused') : reason) : `${reason} ${t('form.notSavedKept')}`,
          )
          if (!conflict.caught(error)) dismissFailure.current = notify('error', t('form.saveFailed', { reason }))
        }
        failed()
      }
    }, failed)()

  const flat = flattenErrors(errors)
  return (
    <FormProvider {...form}>
      <FieldLabelsProvider>
        <form
          ref={formRef}
          className={preview ? `${styles.form} ${styles.withPreview}` : styles.form}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          {/* First in the form: on a phone the offer stands above the preview, where the admin sees it at once. */}
          <div className={styles.offer}>
            {Drafts && props.draft && <Drafts form={form} name={props.draft} versionRef={conflict.versionRef} leftRef={left} />}
          </div>
          {preview && (
            <aside className={styles.preview} aria-label={t('form.preview')}>
              <h2 className={styles.previewTitle}>{t('form.preview')}</h2>
              {preview}
            </aside>
          )}
          <div className={styles.fields}>
            {summaryShown && (
              <ErrorSummary ref={summaryRef} errors={flat} general={general} title={notSaved ? t('form.notSavedTitle') : undefined} />
            )}
            {children}
          </div>
          <SaveBar label={submitLabel ?? t('form.save')} dirty={isDirty} onSave={save} />
        </form>
        <UnsavedChangesGuard when={isDirty} bypass={bypassGuard} onLeave={() => (left.current = true)} />
        {conflictDialog}
      </FieldLabelsProvider>
    </FormProvider>
  )
}
