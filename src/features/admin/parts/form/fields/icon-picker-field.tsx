import { useMemo, useRef } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import type { FileRecord } from '@/api/contract/common'
import { trpc } from '@/api/trpc'
import { isUnsupported, retryUnlessUnsupported, useCapability } from '@/features/admin/parts/capability/capabilities'
import { usePartsT, useRefusalText } from '@/features/admin/parts/shell/parts-messages'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'
import { useUpload } from '../upload/use-upload'

/** The icons the picker offers: the first page of uploaded icons (the icons screen manages the rest). */
const ICON_PICKER_INPUT = { filter: { type: 'icon' as const }, pagination: { offset: 0, limit: 200 } }

interface IconPickerFieldProps {
  /** The id path: `iconId`. */
  name: string
  /** A form-only path holding the FileRecord for previews: `icon`. */
  fileName: string
  label: string
}

/**
 * Picks one of the uploaded icons (GET /admin/files?filter[type]=icon), or uploads a new one. The list
 * is beyond SPEC 7: against a backend without it the library is not offered (the form's note says why,
 * once: FormCapabilities), and the field keeps "no icon", the record's own icon and uploading (SPEC 7).
 */
export function IconPickerField({ name, fileName, label }: IconPickerFieldProps) {
  const t = usePartsT()
  const utils = trpc.useUtils()
  const { setValue, setError, clearErrors } = useFormContext()
  const { field } = useController({ name })
  const chosenFile = useWatch({ name: fileName }) as FileRecord | null | undefined
  const capability = useCapability('icons')
  const icons = trpc.admin.files.list.useQuery(ICON_PICKER_INPUT, {
    enabled: capability !== 'unsupported',
    retry: retryUnlessUnsupported,
  })
  const library = capability !== 'unsupported' && !(icons.isError && isUnsupported(icons.error))
  const input = useRef<HTMLInputElement>(null)
  const refused = useRefusalText()
  const messages = useMemo(() => ({ tooLarge: t('upload.tooLarge'), failed: t('upload.failed'), refused }), [t, refused])
  const upload = useUpload('icon', messages)

  const pick = (icon: FileRecord | null) => {
    setValue(fileName, icon, { shouldDirty: true })
    setValue(name, icon?.id ?? null, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
  }
  const uploadIcon = async (file: File | undefined) => {
    if (!file) return
    clearErrors(name)
    const result = await upload.start(file)
    if (input.current) input.current.value = ''
    if (result === null) return
    if ('error' in result) {
      setError(name, { type: 'upload', message: result.error })
      return
    }
    if (library) await utils.admin.files.list.invalidate()
    pick(result.file)
  }

  const list = library ? (icons.data?.data ?? []) : []
  const loading = library && icons.isPending
  // The chosen icon stays offered even when it is not on the first page.
  const offered = chosenFile && !list.some((icon) => icon.id === chosenFile.id) ? [chosenFile, ...list] : list
  const radio = (icon: FileRecord | null) => (
    <label key={icon?.id ?? 'none'} className={styles.iconOption} title={icon?.originalName ?? t('icon.none')}>
      <input
        type="radio"
        className={styles.choiceInput}
        name={field.name}
        checked={(field.value ?? null) === (icon?.id ?? null)}
        onChange={() => pick(icon)}
        onBlur={field.onBlur}
        aria-label={icon?.originalName ?? t('icon.none')}
      />
      {icon ? (
        <img src={icon.url} alt="" className={styles.iconImage} />
      ) : (
        <span className={styles.iconNone} aria-hidden="true">
          ∅
        </span>
      )}
    </label>
  )
  return (
    <FieldFrame name={name} label={label} kind="group">
      {(control) => (
        <div className={styles.iconPicker}>
          {loading ? (
            <p className={styles.hint}>{t('icon.loading')}</p>
          ) : (
            <div className={styles.iconGrid}>
              {radio(null)}
              {offered.map((icon) => radio(icon))}
            </div>
          )}
          {library && !loading && list.length === 0 && <p className={styles.hint}>{t('icon.empty')}</p>}
          <div className={styles.uploadActions}>
            {upload.state.status === 'uploading' ? (
              <>
                <progress
                  className={styles.progress}
                  max={1}
                  value={upload.state.progress}
                  aria-label={t('upload.progress', { percent: Math.round(upload.state.progress * 100) })}
                />
                <button type="button" className={styles.smallButton} onClick={upload.cancel}>
                  {t('upload.cancel')}
                </button>
              </>
            ) : (
              <>
                <input
                  ref={input}
                  id={control.id}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.svg"
                  className={styles.fileInput}
                  onChange={(event) => void uploadIcon(event.target.files?.[0])}
                />
                <label htmlFor={control.id} className={styles.smallButton}>
                  {t('icon.upload')}
                </label>
              </>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  )
}
