import { useFieldArray } from 'react-hook-form'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { useWelcomeGateT } from './welcome-gate-messages'
import { newGateLink, type GateForm } from './welcome-gate-values'
import styles from './welcome-gate.module.css'

/** The contract's limit of the gate's links. */
const MAX_LINKS = 10

/**
 * The gate's links to read before joining (title and address each, in order): the popups' link list
 * as a field of its own. Popups keep their PartList in their folder: shared from the admin's parts it
 * cost the popup form's chunk more than its 206 KB budget allows.
 */
export function GateLinksField() {
  const t = useWelcomeGateT()
  const { fields: links, append, remove, move } = useFieldArray<GateForm, 'links', 'key'>({ name: 'links', keyName: 'key' })
  return (
    <FieldFrame name="links" label={t('links')} kind="group" labelHidden>
      {() => (
        <div className={fields.stack}>
          {links.length === 0 ? (
            <p className={fields.hint}>{t('linksEmpty')}</p>
          ) : (
            <SortableList
              items={links}
              getId={(link) => link.key}
              getTitle={(link) => t('linkItem', { n: links.indexOf(link) + 1 })}
              onMove={move}
              label={t('links')}
              renderItem={(_, index) => (
                <div className={styles.link}>
                  <div className={styles.linkHeader}>
                    <h3 className={styles.linkTitle}>{t('linkItem', { n: index + 1 })}</h3>
                    <button type="button" className={fields.smallButton} onClick={() => remove(index)}>
                      {t('linkRemove', { n: index + 1 })}
                    </button>
                  </div>
                  <TextField name={`links.${String(index)}.title`} label={t('linkTitle')} required maxLength={100} />
                  <TextField
                    name={`links.${String(index)}.url`}
                    label={t('linkUrl')}
                    hint={t('linkUrlHint')}
                    required
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                  />
                </div>
              )}
            />
          )}
          {links.length < MAX_LINKS && (
            <div className={fields.inline}>
              <button type="button" className={fields.smallButton} onClick={() => append(newGateLink())}>
                {t('linkAdd')}
              </button>
            </div>
          )}
        </div>
      )}
    </FieldFrame>
  )
}
