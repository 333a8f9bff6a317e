import { Modal } from '@/ui/modal'
import { useDetailMessages } from '@/features/hub/detail-messages'
import styles from './video-modal.module.css'

interface VideoModalProps {
  open: boolean
  title: string
  url: string
  onClose: () => void
}

export function VideoModal({ open, title, url, onClose }: VideoModalProps) {
  const t = useDetailMessages()
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t.close}>
      <video className={styles.video} src={url} controls playsInline autoPlay preload="metadata" data-autofocus="">
        {t.videoUnsupported}
      </video>
    </Modal>
  )
}
