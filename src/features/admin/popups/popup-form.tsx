import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { Popup } from '@/api/contract/popups'
import { ImageField } from '@/features/admin/parts/form/fields/image-field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import fields from '@/features/admin/parts/field-frame/fields.module.css'
import { ButtonFields } from '@/features/admin/parts/button/button-fields'
import { newButton } from '@/features/admin/parts/button/button-form-values'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { whenIdle } from '@/ui/lazy-module'
import { Skeleton } from '@/ui/skeleton'
import { PartList, type PartListProps } from './part-list'
import { emptyPopupForm, newLinkList, newText, popupFormSchema, popupToForm } from './popup-form-values'
import { usePopupsT } from './popups-messages'
import type { PartKind } from './save-popup'
import { SharedNote } from './shared-note'
import { TextFields } from './text-fields'
import { useSavePopup } from './use-save-popup'

/*
 * The live preview draws the sheet with the hub's own parts (texts, buttons, material cards): fetched
 * as the form first draws, out of its first load (issue 10's 200 KB), like the category form's road
 * fields. It only reads the form's values, so nothing waits for it.
 */
const PopupPreview = lazy(() => import('./popup-preview').then((module) => ({ default: module.PopupPreview })))
/*
 * A link list's fields (with the materials picker and its search) are drawn only once the popup has a
 * list: fetched then, or when the browser is idle after the form draws, so an added list usually
 * shows at once. Out of the form's first load (issue 10's 200 KB).
 */
const loadLinkListFields = () => import('./link-list-fields')
const LinkListFields = lazy(() => loadLinkListFields().then((module) => ({ default: module.LinkListFields })))

interface PopupFormProps {
  /** Absent: a new popup. With its `version` (the admin's read): sent with the update, so a save elsewhere since is caught. */
  popup?: Popup & { version?: number }
  onSaved: (popup: Popup) => void
}

/** The popup with its texts, buttons and link lists in one form, and the sheet it makes beside it. */
export function PopupForm({ popup, onSaved }: PopupFormProps) {
  const t = usePopupsT()
  const partsT = usePartsT()
  const save = useSavePopup(popup)
  const knownMaterials = popup?.linkLists.flatMap((list) => list.materials ?? []) ?? []
  useEffect(() => whenIdle(() => void loadLinkListFields().catch(() => undefined)), [])
  return (
    <AdminForm
      schema={popupFormSchema}
      record={formRecord('popups', popup, popupToForm, emptyPopupForm)}
      onSubmit={save}
      onSaved={onSaved}
      label={t('form.label')}
      submitLabel={popup ? undefined : partsT('form.create')}
      savedMessage={popup ? undefined : t('form.created')}
      preview={
        <Suspense fallback={<Skeleton height={PREVIEW_PLACEHOLDER_HEIGHT} radius="var(--radius-l)" />}>
          <PopupPreview />
        </Suspense>
      }
    >
      <FormSection title={t('form.main')} collapsible="popup.main">
        <TextField name="name" label={t('form.name')} hint={t('form.nameHint')} required maxLength={200} />
        <TextField name="title" label={t('form.title')} alignName="titleAlign" maxLength={200} />
        <ImageField name="imageId" fileName="image" label={t('form.cover')} />
      </FormSection>
      <PartSection
        kind="texts"
        popupId={popup?.id}
        newItem={() => newText('plain')}
        extraAdd={(append) => (
          <button type="button" className={fields.smallButton} onClick={() => append(newText('bullets'))}>
            {t('texts.addBullets')}
          </button>
        )}
        renderFields={(path) => <TextFields path={path} />}
      />
      <PartSection kind="buttons" popupId={popup?.id} newItem={newButton} renderFields={(path) => <ButtonFields path={path} />} />
      <PartSection
        kind="linkLists"
        popupId={popup?.id}
        newItem={newLinkList}
        renderFields={(path) => (
          <Suspense fallback={<Skeleton height={LINK_LIST_PLACEHOLDER_HEIGHT} radius="var(--radius-m)" />}>
            <LinkListFields path={path} knownMaterials={knownMaterials} />
          </Suspense>
        )}
      />
    </AdminForm>
  )
}

/** About the empty sheet's height (grip, close button, the "empty" line), so the form below does not jump on phones. */
const PREVIEW_PLACEHOLDER_HEIGHT = 140
/** About a new link list's fields (title, type, the materials picker). */
const LINK_LIST_PLACEHOLDER_HEIGHT = 240

/** The catalog prefix of each kind of part: its section title, item name, add, remove and empty texts. */
const messagesOf = { texts: 'texts', buttons: 'buttons', linkLists: 'lists' } as const

interface PartSectionProps<T extends FieldValues> {
  kind: PartKind
  popupId?: number
  newItem: () => T
  extraAdd?: PartListProps<T>['extraAdd']
  renderFields: (path: string) => ReactNode
}

/** One section of the popup's parts (texts, buttons or link lists): the same reorderable list, each item noting when it is shared. */
function PartSection<T extends FieldValues>({ kind, popupId, newItem, extraAdd, renderFields }: PartSectionProps<T>) {
  const t = usePopupsT()
  const m = messagesOf[kind]
  return (
    <FormSection title={t(`${m}.section`)} collapsible={`popup.${kind}`}>
      <PartList
        name={kind}
        label={t(`${m}.section`)}
        labelHidden
        empty={t(`${m}.none`)}
        addLabel={t(`${m}.add`)}
        newItem={newItem}
        extraAdd={extraAdd}
        itemTitle={(index) => t(`${m}.item`, { n: index + 1 })}
        removeLabel={(index) => t(`${m}.remove`, { n: index + 1 })}
        renderItem={(path) => (
          <>
            <SharedNote kind={kind} path={path} popupId={popupId} />
            {renderFields(path)}
          </>
        )}
      />
    </FormSection>
  )
}
