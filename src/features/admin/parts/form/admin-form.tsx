/**
 * USAGE (Form part):
 *   <AdminForm label={t('x')} schema={materialForm} record={formRecord('materials', material, materialToForm, emptyMaterialForm)}
 *     preview={<Preview />} onSubmit={(values, version) => save(formToPayload(values), version)} onSaved={edit.onSaved}>
 *     <FormSection title="..."><TextField name="title" label="..." required /></FormSection>
 *   </AdminForm>
 * - schema: the contract's input schema (or `.superRefine`d extension); input/output types kept apart.
 * - record (record-edit.ts): what the form edits: its values, the version onSubmit gets to send (a 409
 *   `edit_conflict` opens the conflict dialog, parts/conflict), and the name of its draft (unsaved values
 *   kept on the device and offered back when the form opens again: parts/drafts, loaded lazily).
 * - onSubmit rejects with the ApiError: a 422's `errors` land on their fields (`links.0.externalUrl`),
 *   `renameServerPath` moves a path onto another field; anything else goes to the summary + notice
 *   (use-form-save.ts).
 * - Mutations invalidate themselves with useInvalidate (README Conventions) in their `onSuccess`.
 * - The guard (router blocker + Telegram closing confirmation) is built in; onSaved may navigate.
 * - Fields a backend does not keep (parts/capability: a schedule, versions) are said once above the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, type ReactNode } from 'react'
import { FormProvider, useForm, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { FormCapabilities } from '@/features/admin/parts/capability/unsupported-notice'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { ReadOnlyFields, ReadOnlyNote } from '@/features/admin/parts/roles/read-only'
import { useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { saveRoles } from '@/api/save-roles.gen'
import type { FormResource } from '@/api/contract/plain/resources'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { FieldLabelsProvider } from '../field-frame/field-labels'
import fieldStyles from '../field-frame/fields.module.css'
import { DraftsSlot } from './drafts-slot'
import { ErrorSummary } from './error-summary'
import { flattenErrors } from './flatten-errors'
import type { FormRecord } from './record-edit'
import { SaveBar } from './save-bar'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import { useFormSave, type FormSaveOptions } from './use-form-save'
import styles from './form.module.css'

interface AdminFormProps<TInput extends FieldValues, TOutput, TResult> extends FormSaveOptions<TInput, TOutput, TResult> {
  /** The contract's input schema (or a client extension of it): validates with the API's own rules and messages. */
  schema: z.ZodType<TOutput, TInput>
  /** What the form edits (its values in the schema's input shape, `z.input`; its version; its draft's name). */
  record: FormRecord<TInput>
  submitLabel?: string
  /** The live preview: beside the form on wide screens, above it on phones. Use `useWatch` inside. */
  preview?: ReactNode
  /** Accessible name of the form. */
  label: string
  /** What ends the form after its last section: the record's destructive action (quiet, last; FormEnd). */
  footer?: ReactNode
  children: ReactNode
}

/** The least role the form's save needs: its resource's update (or create) in the operations table. */
const saveRole = (resource: FormResource): AdminRoleName => saveRoles[resource] ?? 'editor'

/**
 * The back-office form: react-hook-form + zodResolver over the contract's schema, the save (use-form-save.ts:
 * server 422 errors on their fields, nested paths too, an error summary that takes focus after a
 * failed save, conflicts, notices and haptics), a sticky save bar, an unsaved-changes guard and the
 * drafts slot.
 */
export function AdminForm<TInput extends FieldValues, TOutput, TResult>(props: AdminFormProps<TInput, TOutput, TResult>) {
  const { schema, record, submitLabel, preview, label, footer, children } = props
  const t = usePartsT()
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: record.defaultValues,
    // Checked on save first, then on each change of a field that failed. Not onTouched: it
    // validates a whole field array when a part is appended, so a new empty part showed
    // "Required" at once and the line vanishing later moved the page under the admin's finger.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes the focus instead, and links to each field.
    shouldFocusError: false,
  })
  const { errors, isDirty } = form.formState
  // Issue 28: a role below what the save's operation needs (the operations table's `role`: an editor's
  // for content, an owner's for access users and the welcome gate) sees the form's values, every
  // control disabled, no save and no drafts, and why.
  const canEdit = useRoleAllows(saveRole(record.resource))
  const { save, summary, summaryRef, bypassGuard, formRef, versionRef, conflictDialog } = useFormSave(form, props)
  // Set when the admin confirms leaving without saving: the draft is dropped then, as the guard said.
  const left = useRef(false)

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
            {canEdit && (
              <DraftsSlot form={form} name={{ resource: record.resource, id: record.id }} versionRef={versionRef} leftRef={left} />
            )}
          </div>
          {preview && (
            <aside className={styles.preview} aria-label={t('form.preview')}>
              <h2 className={styles.previewTitle}>{t('form.preview')}</h2>
              {preview}
            </aside>
          )}
          <div className={styles.fields}>
            {summary.shown && (
              <ErrorSummary
                ref={summaryRef}
                errors={flattenErrors(errors)}
                general={summary.general}
                title={summary.notSaved ? t('form.notSavedTitle') : undefined}
              />
            )}
            <FormCapabilities resource={record.resource} className={fieldStyles.hint} />
            {canEdit ? children : <ReadOnlyFields>{children}</ReadOnlyFields>}
            {canEdit && footer}
          </div>
          {canEdit ? <SaveBar label={submitLabel ?? t('form.save')} dirty={isDirty} onSave={save} /> : <ReadOnlyNote />}
        </form>
        <UnsavedChangesGuard when={isDirty} bypass={bypassGuard} onLeave={() => (left.current = true)} />
        {conflictDialog}
      </FieldLabelsProvider>
    </FormProvider>
  )
}
