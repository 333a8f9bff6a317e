import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import fields from '@/features/admin/parts/fields/fields.module.css'
import { useAppKey } from '@/session/use-app-key'
import { AsyncButton } from '@/ui/async-button'
import { Modal } from '@/ui/modal'
import { usePopupsT } from './popups-messages'
import styles from './popups.module.css'

export interface PopupPickerActionsProps {
  value: number | null
  onChange: (popupId: number | null) => void
}

/**
 * Beside a link's popup picker: open the chosen popup's editor, or create a popup by name and
 * choose it at once (its parts are added later in its editor). No nested <form>: React events
 * bubble out of portals, and a submit here must not submit the form around the link.
 */
export function PopupPickerActions({ value, onChange }: PopupPickerActionsProps) {
  const t = usePopupsT()
  const appKey = useAppKey()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const invalidate = useInvalidate((u) => u.admin.popups)
  const create = trpc.admin.popups.create.useMutation({ onSuccess: invalidate })
  const submit = async () => {
    if (!name.trim()) {
      setError('Required')
      return
    }
    try {
      const popup = await create.mutateAsync({ name })
      onChange(popup.id)
      setOpen(false)
      setName('')
      setError(null)
    } catch (failure) {
      setError(apiErrorOf(failure)?.fieldErrors.name?.join(' ') ?? apiErrorOf(failure)?.message ?? String(failure))
    }
  }
  return (
    <>
      {value !== null && (
        <Link to="/$appKey/admin/popup/edit/$id" params={{ appKey, id: value }} className={fields.smallButton}>{t('picker.edit')}</Link>
      )}
      <button type="button" className={fields.smallButton} onClick={() => setOpen(true)}>{t('picker.create')}</button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('picker.createTitle')} closeLabel={t('picker.cancel')}>
        <div className={fields.stack}>
          <p className={styles.note}>{t('picker.createText')}</p>
          <div className={fields.field}>
            <label htmlFor="popup-picker-new-name" className={fields.label}>{t('form.name')}</label>
            <input
              id="popup-picker-new-name"
              className={fields.input}
              value={name}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'popup-picker-new-name-error' : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                event.stopPropagation()
                void submit()
              }}
            />
            {error && <span id="popup-picker-new-name-error" className={fields.error}>{error}</span>}
          </div>
          <AsyncButton onClick={submit}>{t('picker.createSubmit')}</AsyncButton>
        </div>
      </Modal>
    </>
  )
}
