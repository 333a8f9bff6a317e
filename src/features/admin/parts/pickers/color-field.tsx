import { lazy, Suspense, useState } from 'react'
import { useController } from 'react-hook-form'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { FieldFrame } from '../field-frame/field'
import styles from '../field-frame/fields.module.css'

const HEX = /^#[0-9a-fA-F]{6}$/

/** react-colorful is fetched the first time a picker opens: most visits to a form never open it. */
const HexColorPicker = lazy(() => import('react-colorful').then((module) => ({ default: module.HexColorPicker })))

/** A `#rrggbb` colour: typed as hex, or picked on react-colorful's picker (loaded when first opened). */
export function ColorField({ name, label, hint, required }: { name: string; label: string; hint?: string; required?: boolean }) {
  const t = usePartsT()
  const { field } = useController({ name })
  const [open, setOpen] = useState(false)
  const value = typeof field.value === 'string' ? field.value : ''
  return (
    <FieldFrame name={name} label={label} hint={hint} required={required}>
      {(control) => (
        <div className={styles.colorRow}>
          <button
            type="button"
            className={styles.swatch}
            style={{ background: HEX.test(value) ? value : 'transparent' }}
            aria-label={t('color.pick')}
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
          />
          <input
            {...control}
            ref={field.ref}
            name={field.name}
            className={`${styles.input} ${styles.colorInput}`}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
          {open && (
            <div className={styles.colorPopover}>
              <Suspense fallback={<div className={styles.colorPickerPending} />}>
                <HexColorPicker color={HEX.test(value) ? value : '#000000'} onChange={(next) => field.onChange(next)} />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
