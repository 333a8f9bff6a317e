import { useState } from 'react'
import { Modal } from '@/ui/modal'
import { ErrorState } from '@/ui/states/error-state'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import styles from './video-modal.module.css'

interface VideoModalProps {
  open: boolean
  title: string
  url: string
  onClose: () => void
}

export function VideoModal({ open, title, url, onClose }: VideoModalProps) {
  const t = useMessages(detailMessages)
  // The attempt that failed (a missing file, a format the browser cannot play); a retry is a new attempt.
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState<{ url: string; attempt: number } | null>(null)
  const showError = failed !== null && failed.url === url && failed.attempt === attempt
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      {showError ? (
        <div className={styles.failed}>
          <ErrorState
            title={t('video.failed')}
            message={t('video.failedHint')}
            retryLabel={t('video.retry')}
            onRetry={() => setAttempt(attempt + 1)}
          />
        </div>
      ) : (
        <video
          key={attempt}
          className={styles.video}
          src={url}
          controls
          playsInline
          autoPlay
          preload="metadata"
          data-autofocus=""
          onError={() => setFailed({ url, attempt })}
        >
          {t('video.unsupported')}
        </video>
      )}
    </Modal>
  )
}
