import { useState } from 'react'
import { useFieldArray, useFormState, useWatch, get } from 'react-hook-form'
import type { Section } from '@/api/contract/sections'
import { FieldFrame } from '@/features/admin/parts/field-frame/field'
import { LookField } from '@/features/admin/parts/form/fields/display-choices'
import { AudienceSection } from '@/features/admin/parts/form/audience-section'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { ReferencePickerField } from '@/features/admin/parts/pickers/reference-picker-field'
import { materialReferences, type ReferenceItem } from '@/features/admin/parts/pickers/reference-sources'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import fieldStyles from '@/features/admin/parts/field-frame/fields.module.css'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { ShareButton } from '@/features/admin/parts/sharing/share-button'
import { useCategoriesT } from './categories-messages'
import type { SectionFormInput } from './category-form-schema'
import { emptySectionForm } from './category-form-values'
import styles from './sections-editor.module.css'

interface SectionsEditorProps {
  /** The sections as loaded, for their materials' titles. */
  loaded: readonly Section[]
}

/**
 * The category's sections, edited in place: add, edit, remove, reorder. Each is saved as its own
 * resource when the category is saved (see save-category.ts); until then nothing is sent.
 */
export function SectionsEditor({ loaded }: SectionsEditorProps) {
  const t = useCategoriesT()
  const { fields, append, remove, move } = useFieldArray({ name: 'sections', keyName: 'key' })
  const sections = (useWatch({ name: 'sections' }) ?? []) as SectionFormInput[]
  // Sections whose disclosure the admin flipped: new ones start open, saved ones closed.
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(() => new Set())
  const titleOf = (index: number) => sections[index]?.title.trim() || t('sections.untitled', { n: index + 1 })
  const known = new Map(loaded.flatMap((section) => section.materials ?? []).map((m) => [m.id, { id: m.id, title: m.title }]))

  const flip = (key: string) =>
    setFlipped((keys) => {
      const next = new Set(keys)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <FieldFrame name="sections" label={t('sections.label')} required kind="group">
      {() => (
        <div className={fieldStyles.stack}>
          {fields.length === 0 ? (
            <p className={fieldStyles.hint}>{t('sections.empty')}</p>
          ) : (
            <SortableList
              items={fields}
              getId={(field) => field.key}
              getTitle={(field) => titleOf(fields.indexOf(field))}
              onMove={move}
              label={t('sections.label')}
              renderItem={(field, index) => (
                <SectionItem
                  index={index}
                  title={titleOf(index)}
                  isNew={sections[index]?.id == null}
                  open={(sections[index]?.id == null) !== flipped.has(field.key)}
                  onToggle={() => flip(field.key)}
                  onRemove={() => remove(index)}
                  knownMaterials={[...known.values()]}
                />
              )}
            />
          )}
          <button type="button" className={fieldStyles.smallButton} onClick={() => append(emptySectionForm())}>
            {t('sections.add')}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}

interface SectionItemProps {
  index: number
  title: string
  isNew: boolean
  open: boolean
  onToggle: () => void
  onRemove: () => void
  knownMaterials: readonly ReferenceItem[]
}

/** One section: its title as a disclosure button; open, its fields. A section with an error stays open. */
function SectionItem({ index, title, isNew, open, onToggle, onRemove, knownMaterials }: SectionItemProps) {
  const t = useCategoriesT()
  const name = `sections.${String(index)}`
  const { errors } = useFormState({ name })
  const hasError = get(errors, name) !== undefined
  const roadType = useWatch({ name: `${name}.roadType` }) as string | undefined
  const sectionId = useWatch({ name: `${name}.id` }) as number | null | undefined
  const expanded = open || hasError
  const n = index + 1
  const panelId = `section-panel-${String(index)}`
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.chevron} aria-hidden="true">
            {expanded ? '▾' : '▸'}
          </span>
          <span className={styles.title}>{title}</span>
          {isNew && <span className={styles.badge}>{t('sections.new')}</span>}
          {hasError && (
            <span className={styles.errorMark} aria-hidden="true">
              !
            </span>
          )}
        </button>
        <button type="button" className={fieldStyles.smallButton} onClick={onRemove} aria-label={t('sections.remove', { title })}>
          ×
        </button>
      </div>
      {expanded && (
        <div id={panelId} className={styles.panel}>
          {/* A saved section can be linked to (its id is in the link); a new one once the category is saved. */}
          {typeof sectionId === 'number' && (
            <div>
              <ShareButton
                start={{ screen: 'section', id: sectionId }}
                title={title}
                label={t('form.share')}
                panelLabel={t('form.shareTitle', { title })}
              />
            </div>
          )}
          <TextField name={`${name}.title`} label={t('sections.title', { n })} required maxLength={200} />
          <LookField kind="sectionRoadType" name={`${name}.roadType`} label={t('sections.roadType', { n })} />
          <AudienceSection path={name} label={t('sections.audience', { n })} />
          {roadType === 'link' ? (
            <LinkSetField name={`${name}.links`} label={t('sections.links', { n })} />
          ) : (
            <ReferencePickerField
              name={`${name}.materialIds`}
              label={t('sections.materials', { n })}
              source={materialReferences}
              knownItems={knownMaterials}
              required
            />
          )}
        </div>
      )}
    </div>
  )
}
