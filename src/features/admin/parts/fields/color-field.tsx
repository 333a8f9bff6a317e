import { useState } from 'react'
import { HexColorPicker } from 'react-colorful'
import { useController } from 'react-hook-form'
import { usePartsT } from '@/features/admin/parts/parts-messages'
import { FieldFrame } from './field'
import styles from './fields.module.css'

const HEX = /^#[0-9a-fA-F]{6}$/

/** A `#rrggbb` colour: typed as hex, or picked on react-colorful's picker (loaded only in the admin). */
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
              <HexColorPicker color={HEX.test(value) ? value : '#000000'} onChange={(next) => field.onChange(next)} />
            </div>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
