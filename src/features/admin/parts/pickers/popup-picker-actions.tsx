import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { apiErrorOf } from '@/api/api-error'
import { popupInput } from '@/api/contract/popups'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { useAppKey } from '@/session/use-app-key'
import { AsyncButton } from '@/ui/states/async-button'
import { Modal } from '@/ui/modal'
import fieldStyles from '../field-frame/fields.module.css'

interface PopupPickerActionsProps {
  value: number | null
  onChange: (popupId: number | null) => void
}

/** The popup's name as the contract takes it (trimmed, required, at most 200), or the spec's message. */
function parseName(name: string): { name: string } | { error: string } {
  const parsed = popupInput.shape.name.safeParse(name)
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message ?? String(parsed.error) }
}

/**
 * Beside a link's popup picker: open the chosen popup's editor, or create a popup by name and
 * choose it at once (its parts are added later in its editor). A plain input, not a form field:
 * the dialog sits inside the form around the link (React events and context pass through
 * portals), so no nested <form> and no field of that form's (the popup form has its own `name`).
 */
export function PopupPickerActions({ value, onChange }: PopupPickerActionsProps) {
  const t = usePartsT()
  const appKey = useAppKey()
  const inputId = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const invalidate = useInvalidate((u) => u.admin.popups)
  // Awaits the popups' refetch, so the picker already lists the new popup when it is chosen.
  const create = trpc.admin.popups.create.useMutation({ onSuccess: invalidate })
  const close = () => {
    setOpen(false)
    setName('')
    setError(null)
  }
  const submit = async () => {
    if (create.isPending) return
    const parsed = parseName(name)
    if ('error' in parsed) {
      setError(parsed.error)
      return
    }
    try {
      const popup = await create.mutateAsync({ name: parsed.name })
      onChange(popup.id)
      close()
    } catch (failure) {
      const problem = apiErrorOf(failure)
      setError(problem?.fieldErrors.name?.join(' ') ?? problem?.message ?? String(failure))
    }
  }
  const errorId = `${inputId}-error`
  return (
    <>
      {value !== null && (
        <Link to="/$appKey/admin/popup/edit/$id" params={{ appKey, id: value }} className={fieldStyles.smallButton}>
          {t('popupPicker.edit')}
        </Link>
      )}
      <button type="button" className={fieldStyles.smallButton} onClick={() => setOpen(true)}>
        {t('popupPicker.create')}
      </button>
      <Modal open={open} onClose={close} title={t('popupPicker.createTitle')} closeLabel={t('popupPicker.cancel')}>
        <div className={fieldStyles.stack}>
          <p className={fieldStyles.hint}>{t('popupPicker.createText')}</p>
          <div className={fieldStyles.field}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              {t('popupPicker.name')}
              <span className={fieldStyles.required}> ({t('field.required')})</span>
            </label>
            <input
              id={inputId}
              className={fieldStyles.input}
              value={name}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                event.stopPropagation()
                void submit()
              }}
            />
            {error && (
              <span id={errorId} className={fieldStyles.error}>
                {error}
              </span>
            )}
          </div>
          <AsyncButton onClick={submit}>{t('popupPicker.createSubmit')}</AsyncButton>
        </div>
      </Modal>
    </>
  )
}
