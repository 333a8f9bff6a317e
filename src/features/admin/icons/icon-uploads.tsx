import { PlusIcon } from '@/features/admin/parts/controls/icons'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { useIconsT } from './icons-messages'
import type { useIconUploads } from './use-icon-uploads'
import styles from './icons.module.css'

/** The screen's create action: "+ Add" opens the file chooser (several files at once); each file uploads at once. */
export function IconUploadButton({ uploads }: { uploads: ReturnType<typeof useIconUploads> }) {
  const tList = useListT()
  return (
    <span className={styles.uploadAction}>
      <input
        id="icons-upload"
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.svg"
        className={styles.fileInput}
        aria-describedby="icons-upload-hint"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) void uploads.start(files)
        }}
      />
      <label htmlFor="icons-upload" className={styles.chooseButton}>
        <PlusIcon />
        {tList('list.create')}
      </label>
    </span>
  )
}

/** What may be uploaded, and one row per file being (or just) uploaded. */
export function IconUploadList({ uploads }: { uploads: ReturnType<typeof useIconUploads> }) {
  const t = useIconsT()
  return (
    <section className={styles.uploads} aria-label={t('uploads')}>
      <p id="icons-upload-hint" className={styles.hint}>
        {t('uploadHint')}
      </p>
      {uploads.uploads.length > 0 && (
        <ul className={styles.uploadList} aria-label={t('uploads')} aria-live="polite">
          {uploads.uploads.map((upload) => (
            <li key={upload.key} className={upload.status === 'failed' ? `${styles.uploadRow} ${styles.failed}` : styles.uploadRow}>
              {upload.status === 'uploading' && (
                <>
                  <span className={styles.uploadText}>
                    {t('uploading', { name: upload.name, percent: Math.round(upload.progress * 100) })}
                  </span>
                  <progress max={1} value={upload.progress} className={styles.progress} aria-label={upload.name} />
                  <button
                    type="button"
                    className={styles.rowButton}
                    onClick={() => uploads.cancel(upload.key)}
                    aria-label={t('cancel', { name: upload.name })}
                  >
                    ×
                  </button>
                </>
              )}
              {upload.status !== 'uploading' && (
                <>
                  <span className={styles.uploadText} role={upload.status === 'failed' ? 'alert' : undefined}>
                    {upload.status === 'done'
                      ? t('uploaded', { name: upload.name })
                      : t('failed', { name: upload.name, message: upload.message ?? '' })}
                  </span>
                  <button type="button" className={styles.rowButton} onClick={() => uploads.dismiss(upload.key)}>
                    {t('dismiss')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
