import type { Popup } from '@/api/contract/popups'
import { ImageField } from '@/features/admin/parts/fields/image-field'
import { TextField } from '@/features/admin/parts/fields/text-field'
import fields from '@/features/admin/parts/fields/fields.module.css'
import { ButtonFields } from '@/features/admin/parts/button/button-fields'
import { newButton } from '@/features/admin/parts/button/button-form-values'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { usePartsT } from '@/features/admin/parts/parts-messages'
import { LinkListFields } from './link-list-fields'
import { PartList } from './part-list'
import { PopupPreview } from './popup-preview'
import { emptyPopupForm, newLinkList, newText, popupFormSchema, popupToForm } from './popup-form-values'
import { usePopupsT } from './popups-messages'
import { SharedNote } from './shared-note'
import { TextFields } from './text-fields'
import { useSavePopup } from './use-save-popup'

export interface PopupFormProps {
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
  return (
    <AdminForm
      schema={popupFormSchema}
      defaultValues={popup ? popupToForm(popup) : emptyPopupForm()}
      version={popup?.version}
      fromCurrent={popupToForm}
      onSubmit={save}
      onSaved={onSaved}
      label={t('form.label')}
      draft={{ resource: 'popups', id: popup?.id ?? 'new' }}
      submitLabel={popup ? undefined : partsT('form.create')}
      savedMessage={popup ? undefined : t('form.created')}
      preview={<PopupPreview />}
    >
      <FormSection title={t('form.main')}>
        <TextField name="name" label={t('form.name')} hint={t('form.nameHint')} required maxLength={200} />
        <TextField name="title" label={t('form.title')} alignName="titleAlign" maxLength={200} />
        <ImageField name="imageId" fileName="image" label={t('form.cover')} />
      </FormSection>
      <FormSection title={t('texts.section')}>
        <PartList
          name="texts"
          label={t('texts.section')}
          labelHidden
          empty={t('texts.none')}
          addLabel={t('texts.add')}
          newItem={() => newText('plain')}
          extraAdd={(append) => (
            <button type="button" className={fields.smallButton} onClick={() => append(newText('bullets'))}>
              {t('texts.addBullets')}
            </button>
          )}
          itemTitle={(index) => t('texts.item', { n: index + 1 })}
          removeLabel={(index) => t('texts.remove', { n: index + 1 })}
          renderItem={(path) => (
            <>
              <SharedNote kind="texts" path={path} popupId={popup?.id} />
              <TextFields path={path} />
            </>
          )}
        />
      </FormSection>
      <FormSection title={t('buttons.section')}>
        <PartList
          name="buttons"
          label={t('buttons.section')}
          labelHidden
          empty={t('buttons.none')}
          addLabel={t('buttons.add')}
          newItem={newButton}
          itemTitle={(index) => t('buttons.item', { n: index + 1 })}
          removeLabel={(index) => t('buttons.remove', { n: index + 1 })}
          renderItem={(path) => (
            <>
              <SharedNote kind="buttons" path={path} popupId={popup?.id} />
              <ButtonFields path={path} />
            </>
          )}
        />
      </FormSection>
      <FormSection title={t('lists.section')}>
        <PartList
          name="linkLists"
          label={t('lists.section')}
          labelHidden
          empty={t('lists.none')}
          addLabel={t('lists.add')}
          newItem={newLinkList}
          itemTitle={(index) => t('lists.item', { n: index + 1 })}
          removeLabel={(index) => t('lists.remove', { n: index + 1 })}
          renderItem={(path) => (
            <>
              <SharedNote kind="linkLists" path={path} popupId={popup?.id} />
              <LinkListFields path={path} knownMaterials={knownMaterials} />
            </>
          )}
        />
      </FormSection>
    </AdminForm>
  )
}
