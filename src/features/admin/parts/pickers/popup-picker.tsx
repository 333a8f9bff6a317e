import type { ReactNode } from 'react'
import { trpc } from '@/api/trpc'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import type { ControlProps } from '../field-frame/field'
import styles from '../field-frame/fields.module.css'
import { PopupPickerActions } from './popup-picker-actions'
import { POPUP_PICKER_INPUT } from './popup-picker-input'

interface PopupPickerProps {
  control: ControlProps
  value: number | null
  onChange: (popupId: number | null) => void
  onBlur?: () => void
  /** Replaces the default actions: open the chosen popup's editor, create a popup and choose it. */
  actions?: ReactNode
}

/** A select of the hub's popups (by name), for a link of type popup. */
export function PopupPicker({ control, value, onChange, onBlur, actions }: PopupPickerProps) {
  const t = usePartsT()
  const popups = trpc.admin.popups.list.useQuery(POPUP_PICKER_INPUT)
  return (
    <div className={styles.inline}>
      <select
        {...control}
        className={styles.input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        onBlur={onBlur}
      >
        <option value="">{popups.isPending ? t('ref.loading') : t('links.choosePopup')}</option>
        {popups.data?.data.map((popup) => (
          <option key={popup.id} value={popup.id}>
            {popup.name}
          </option>
        ))}
      </select>
      {actions ?? <PopupPickerActions value={value} onChange={onChange} />}
    </div>
  )
}
