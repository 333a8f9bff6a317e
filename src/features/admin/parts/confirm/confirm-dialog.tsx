import type { ReactNode } from 'react'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import buttons from '@/ui/button.module.css'
import { Modal } from '@/ui/modal'
import styles from './confirm.module.css'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  message?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  destructive?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question over the page; "cancel" has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = usePartsT()
  return (
    <Modal open={open} onClose={onCancel} title={title} closeLabel={t('confirm.close')}>
      {message && (
        <p className={styles.message} aria-live="polite">
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} data-autofocus="">
          {cancelLabel ?? t('confirm.cancel')}
        </button>
        <button type="button" className={`${buttons.button} ${destructive ? styles.destructive : buttons.primary}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
