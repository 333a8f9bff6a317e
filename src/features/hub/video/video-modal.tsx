import { Modal } from '@/ui/modal'
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
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <video className={styles.video} src={url} controls playsInline autoPlay preload="metadata" data-autofocus="">
        {t('video.unsupported')}
      </video>
    </Modal>
  )
}
