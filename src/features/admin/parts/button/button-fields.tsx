import { useWatch } from 'react-hook-form'
import { ColorField } from '@/features/admin/parts/pickers/color-field'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { ScheduleSection } from '@/features/admin/parts/form/schedule-section'
import { AudienceSection } from '@/features/admin/parts/form/audience-section'
import { contrastRatio, MIN_BUTTON_CONTRAST } from '@/ui/contrast'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import styles from './button.module.css'

interface ButtonFieldsProps {
  /** The button's form path (`buttons.1`), or '' when the whole form is one button. */
  path: string
  /** The floating button screen sets isToMain itself. */
  hideToMain?: boolean
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * USAGE (Button part): inside an <AdminForm> whose values hold a button (or a list of them at `path`):
 *   <ButtonFields path="buttons.1" />; values, schema and payload in ./button-form-values.ts.
 * A button's fields: text, colours (with a contrast warning), shown or not, Home's floating button, links. */
export function ButtonFields({ path, hideToMain }: ButtonFieldsProps) {
  const t = usePartsT()
  const id = useWatch({ name: at(path, 'id') }) as number | undefined
  return (
    <>
      <TextField name={at(path, 'text')} label={t('button.text')} required maxLength={100} />
      <div className={styles.colors}>
        <ColorField name={at(path, 'background')} label={t('button.background')} required />
        <ColorField name={at(path, 'color')} label={t('button.color')} required />
      </div>
      <ContrastWarning path={path} />
      {id === undefined ? (
        <p className={styles.note}>{t('button.activeNew')}</p>
      ) : (
        <SwitchField name={at(path, 'isActive')} label={t('button.active')} />
      )}
      {!hideToMain && <SwitchField name={at(path, 'isToMain')} label={t('button.toMain')} hint={t('button.toMainHint')} />}
      <ScheduleSection path={path} />
      <AudienceSection path={path} />
      <LinkSetField name={at(path, 'links')} label={t('button.links')} />
    </>
  )
}

/** Says when the text colour would be hard to read on the background: visitors see the colours as chosen. */
function ContrastWarning({ path }: { path: string }) {
  const t = usePartsT()
  const [background, color] = useWatch({ name: [at(path, 'background'), at(path, 'color')] }) as [unknown, unknown]
  if (typeof background !== 'string' || typeof color !== 'string') return null
  const ratio = contrastRatio(background, color)
  if (ratio === null || ratio >= MIN_BUTTON_CONTRAST) return null
  return (
    <p className={styles.warning} role="status">
      {t('button.contrast', { ratio: ratio.toFixed(1) })}
    </p>
  )
}
