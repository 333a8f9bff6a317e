import { useMemo, useRef } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import type { FileRecord } from '@/api/contract/common'
import { usePartsT, useRefusalText } from '@/features/admin/parts/shell/parts-messages'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import styles from '@/features/admin/parts/field-frame/fields.module.css'
import { useUpload } from '../upload/use-upload'

const ACCEPT = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  icon: 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.svg',
}

interface ImageFieldProps {
  /** The path of the id the payload carries: `imageId`, `iconId`, `fileId`. */
  name: string
  /**
   * A form-only path holding the FileRecord (`image`, `icon`) for the preview; strip it before
   * sending (the schema's z.object drops unknown keys on parse anyway).
   */
  fileName: string
  label: string
  type?: 'image' | 'icon'
  required?: boolean
}

/**
 * An image upload: choose a file, see its progress (cancel), then its preview (replace, remove).
 * POST /files runs as soon as a file is chosen; the file id goes into the form. The server's 413
 * and 422 answers show on the field.
 */
export function ImageField({ name, fileName, label, type = 'image', required }: ImageFieldProps) {
  const t = usePartsT()
  const { setValue, setError, clearErrors } = useFormContext()
  const { field } = useController({ name })
  const file = useWatch({ name: fileName }) as FileRecord | null | undefined
  const input = useRef<HTMLInputElement>(null)
  const refused = useRefusalText()
  const messages = useMemo(() => ({ tooLarge: t('upload.tooLarge'), failed: t('upload.failed'), refused }), [t, refused])
  const upload = useUpload(type, messages)
  const { state } = upload

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return
    clearErrors(name)
    const result = await upload.start(chosen)
    if (input.current) input.current.value = ''
    if (result === null) return
    if ('error' in result) {
      setError(name, { type: 'upload', message: result.error })
      return
    }
    setValue(fileName, result.file, { shouldDirty: true })
    setValue(name, result.file.id, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
  }
  const remove = () => {
    upload.clear()
    setValue(fileName, null, { shouldDirty: true })
    setValue(name, null, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
  }

  const shown = file ?? null
  const hasValue = field.value !== null && field.value !== undefined
  return (
    <FieldFrame name={name} label={label} required={required} hint={t(type === 'icon' ? 'upload.iconTypes' : 'upload.types')}>
      {(control) => (
        <div className={styles.upload}>
          <div className={styles.uploadPreview}>
            {shown ? (
              <img src={shown.url} alt={shown.originalName} className={styles.uploadImage} />
            ) : (
              <span className={styles.uploadEmpty}>{t('upload.none')}</span>
            )}
          </div>
          <div className={styles.uploadBody}>
            {shown && <span className={styles.uploadName}>{shown.originalName}</span>}
            {state.status === 'uploading' ? (
              <>
                <span className={styles.uploadName}>{state.fileName}</span>
                <progress
                  className={styles.progress}
                  max={1}
                  value={state.progress}
                  aria-label={t('upload.progress', { percent: Math.round(state.progress * 100) })}
                />
                <button type="button" className={styles.smallButton} onClick={upload.cancel}>
                  {t('upload.cancel')}
                </button>
              </>
            ) : (
              <div className={styles.uploadActions}>
                <input
                  {...control}
                  ref={(element) => {
                    input.current = element
                    field.ref(element)
                  }}
                  type="file"
                  accept={ACCEPT[type]}
                  className={styles.fileInput}
                  onChange={(event) => void choose(event.target.files?.[0])}
                  onBlur={field.onBlur}
                />
                <label htmlFor={control.id} className={styles.smallButton}>
                  {hasValue ? t('upload.replace') : t('upload.choose')}
                </label>
                {hasValue && (
                  <button type="button" className={styles.smallButton} onClick={remove}>
                    {t('upload.remove')}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </FieldFrame>
  )
}
