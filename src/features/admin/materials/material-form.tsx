import type { Material } from '@/api/contract/materials'
import { LookField } from '@/features/admin/parts/form/fields/display-choices'
import { IconPickerField } from '@/features/admin/parts/form/fields/icon-picker-field'
import { ImageField } from '@/features/admin/parts/form/fields/image-field'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { ScheduleSection } from '@/features/admin/parts/form/schedule-section'
import { AudienceSection } from '@/features/admin/parts/form/audience-section'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import {
  emptyMaterialForm,
  formToPayload,
  materialForm,
  materialToForm,
  type MaterialFormInput,
  type MaterialFormOutput,
} from './material-form-values'
import { MaterialPreview } from './material-preview'
import { useMaterialsT } from './materials-messages'

interface MaterialFormProps {
  /** Absent: a new material. As read, with its `version` (sent with the update, so a newer save elsewhere is caught). */
  material?: Material & { version?: number }
  /** Sends the payload (create or update) with the version to send; rejects with the ApiError. */
  save: (payload: ReturnType<typeof formToPayload>, version: number | undefined) => Promise<Material>
  onSaved?: (material: Material) => void
}

/** SPEC 3 material: title (required), description, image, icon, display type (icon by default), links, active. */
export function MaterialForm({ material, save, onSaved }: MaterialFormProps) {
  const t = useMaterialsT()
  return (
    <AdminForm<MaterialFormInput, MaterialFormOutput, Material>
      label={material ? t('edit', { title: material.title }) : t('create')}
      schema={materialForm}
      record={formRecord('materials', material, materialToForm, emptyMaterialForm)}
      onSubmit={(values, sent) => save(formToPayload(values), sent)}
      onSaved={onSaved}
      submitLabel={material ? undefined : t('saveCreate')}
      savedMessage={material ? t('saved') : t('created')}
      preview={<MaterialPreview />}
    >
      <FormSection title={t('section.main')} collapsible="material.main">
        <TextField name="title" label={t('field.title')} required maxLength={200} />
        <TextField name="description" label={t('field.description')} multiline maxLength={2000} emptyAsNull />
        <SwitchField name="isActive" label={t('field.isActive')} />
        <ScheduleSection />
        <AudienceSection />
      </FormSection>
      <FormSection title={t('section.look')} collapsible="material.look">
        <LookField kind="materialDisplay" name="displayType" label={t('field.displayType')} />
        <ImageField name="imageId" fileName="image" label={t('field.image')} />
        <IconPickerField name="iconId" fileName="icon" label={t('field.icon')} />
      </FormSection>
      <FormSection title={t('section.links')} collapsible="material.links">
        <LinkSetField name="links" label={t('field.links')} />
      </FormSection>
    </AdminForm>
  )
}
