import { lazy, Suspense, type ReactNode } from 'react'
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { LinkInput, LinkType } from '@/api/contract/links'
import { SortableList } from '@/features/admin/parts/ordering/sortable-list'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { SegmentedControl } from '@/features/admin/parts/controls/segmented-control'
import { FieldFrame } from '../field-frame/field'
import styles from '../field-frame/fields.module.css'

/** The popup picker (with the popups' read and actions) is fetched when a link's type is popup: most links are not. */
const PopupPicker = lazy(() => import('./popup-picker').then((module) => ({ default: module.PopupPicker })))
/** The hub-page picker (with its searches and texts) is fetched when a link's type is internal. */
const HubTargetPicker = lazy(() => import('./hub-target-picker').then((module) => ({ default: module.HubTargetPicker })))

/** A new link: external by default (SPEC 9). */
export const emptyLink = (): LinkInput => ({ linkType: 'external', internalUrl: '', externalUrl: '', popupId: null })

/** A stored link set as the form edits it (nulls as empty boxes). */
export function linkToForm(link: {
  linkType: LinkType
  internalUrl: string | null
  externalUrl: string | null
  popupId: number | null
}): LinkInput {
  return { linkType: link.linkType, internalUrl: link.internalUrl ?? '', externalUrl: link.externalUrl ?? '', popupId: link.popupId }
}

/**
 * A stored record's links and schedule as a write payload takes them: PUT replaces the whole record,
 * so a list's active switch must not drop the schedule (banners, buttons, materials).
 */
export function storedLinksAndSchedule(record: {
  links: readonly Parameters<typeof linkToForm>[0][]
  visibleFrom?: string | null
  visibleUntil?: string | null
}) {
  return { links: record.links.map(linkToForm), visibleFrom: record.visibleFrom ?? null, visibleUntil: record.visibleUntil ?? null }
}

interface LinkSetFieldProps {
  /** The array path: `links`. */
  name: string
  label: string
  /** The contract allows 10. */
  max?: number
  /** Extra controls beside the popup picker (issue 11: create a popup). */
  popupActions?: ReactNode
}

/**
 * An ordered list of link sets: each internal (a page of the hub, chosen by name, stored as its path), external (http, https, tg: the
 * contract's safeUrl refuses `javascript:` and the like, here as on the server) or a popup.
 */
export function LinkSetField({ name, label, max = 10, popupActions }: LinkSetFieldProps) {
  const t = usePartsT()
  const { fields, append, remove, move } = useFieldArray({ name })
  const links = (useWatch({ name }) ?? []) as LinkInput[]
  return (
    <FieldFrame name={name} label={label} kind="group">
      {() => (
        <div className={styles.stack}>
          {fields.length === 0 ? (
            <p className={styles.hint}>{t('links.empty')}</p>
          ) : (
            <SortableList
              items={fields}
              getId={(item) => item.id}
              getTitle={(item) => {
                const index = fields.indexOf(item)
                const link = links[index]
                // An external link by its address; an internal one is not named by its path (its page's name is read by the picker).
                return `${t('links.item', { n: index + 1 })}${link?.externalUrl ? `: ${link.externalUrl}` : ''}`
              }}
              onMove={move}
              label={label}
              renderItem={(_, index) => (
                <LinkEditor name={`${name}.${String(index)}`} index={index} onRemove={() => remove(index)} popupActions={popupActions} />
              )}
            />
          )}
          {fields.length < max ? (
            <button type="button" className={styles.smallButton} onClick={() => append(emptyLink())}>
              {t('links.add')}
            </button>
          ) : (
            <p className={styles.hint}>{t('links.max', { max })}</p>
          )}
        </div>
      )}
    </FieldFrame>
  )
}

interface LinkEditorProps {
  name: string
  index: number
  onRemove: () => void
  popupActions?: ReactNode
}

function LinkEditor({ name, index, onRemove, popupActions }: LinkEditorProps) {
  const t = usePartsT()
  const { setValue } = useFormContext()
  const { field: type } = useController({ name: `${name}.linkType` })
  const linkType = (type.value ?? 'external') as LinkType
  const changeType = (next: LinkType) => {
    type.onChange(next)
    // Only the chosen kind's value travels; the others are cleared so they cannot fail validation unseen.
    if (next !== 'internal') setValue(`${name}.internalUrl`, '')
    if (next !== 'external') setValue(`${name}.externalUrl`, '')
    if (next !== 'popup') setValue(`${name}.popupId`, null)
  }
  const types: LinkType[] = ['external', 'internal', 'popup']
  return (
    <div className={styles.linkEditor}>
      <div className={styles.linkHeader}>
        <SegmentedControl
          label={`${t('links.item', { n: index + 1 })}: ${t('links.type')}`}
          name={`${name}.linkType`}
          options={types.map((value) => ({ value, label: t(`links.${value}`) }))}
          value={linkType}
          onChange={changeType}
        />
        <button type="button" className={styles.smallButton} onClick={onRemove}>
          {t('links.remove', { n: index + 1 })}
        </button>
      </div>
      {linkType === 'external' && (
        <UrlInput name={`${name}.externalUrl`} label={t('links.externalUrl')} hint={t('links.externalHint')} placeholder="https://" />
      )}
      {linkType === 'internal' && (
        <InternalField name={`${name}.internalUrl`} label={t('links.internalUrl')} hint={t('links.internalHint')} />
      )}
      {linkType === 'popup' && <PopupField name={`${name}.popupId`} label={t('links.popupId')} actions={popupActions} />}
    </div>
  )
}

function UrlInput({ name, label, hint, placeholder }: { name: string; label: string; hint: string; placeholder: string }) {
  const { field } = useController({ name })
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={field.ref}
          name={field.name}
          className={styles.input}
          type="text"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  )
}

/** An internal link's page, chosen by name (the stored value stays its path: `/category/3`). */
function InternalField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const t = usePartsT()
  const { field } = useController({ name })
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(control) => (
        <Suspense fallback={<p className={styles.hint}>{t('ref.loading')}</p>}>
          <HubTargetPicker
            control={control}
            inputRef={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Suspense>
      )}
    </FieldFrame>
  )
}

function PopupField({ name, label, actions }: { name: string; label: string; actions?: ReactNode }) {
  const t = usePartsT()
  const { field } = useController({ name })
  return (
    <FieldFrame name={name} label={label}>
      {(control) => (
        <Suspense fallback={<p className={styles.hint}>{t('ref.loading')}</p>}>
          <PopupPicker
            control={control}
            value={(field.value as number | null | undefined) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            actions={actions}
          />
        </Suspense>
      )}
    </FieldFrame>
  )
}
