import type { z } from 'zod'
import { bannerInput, type Banner, type BannerInput } from '@/api/contract/banners'
import { file } from '@/api/contract/common'
import { ImageField } from '@/features/admin/parts/form/fields/image-field'
import { LinkSetField } from '@/features/admin/parts/pickers/link-set-field'
import { SwitchField } from '@/features/admin/parts/field-frame/switch-field'
import { ScheduleSection } from '@/features/admin/parts/form/schedule-section'
import { AudienceSection } from '@/features/admin/parts/form/audience-section'
import { newVisibility, waitingOf } from '@/features/admin/parts/audience/visibility-values'
import { AdminForm } from '@/features/admin/parts/form/admin-form'
import { formRecord } from '@/features/admin/parts/form/record-edit'
import { FormSection } from '@/features/admin/parts/form/form-section'
import { TextField } from '@/features/admin/parts/form/fields/text-field'
import { nameOf } from './banner-name'
import { useBannersT } from './banners-messages'
import { LiveCarouselPreview } from './carousel-preview'
import { bannerToInput } from './use-banner-mutations'

/** The contract's banner input (picture required) plus the picture's record for the preview; it never reaches the API. */
const bannerForm = bannerInput.safeExtend({ image: file.nullable().optional() })
type FormInput = z.input<typeof bannerForm>
type FormOutput = z.output<typeof bannerForm>

const bannerToForm = (banner: Banner): FormInput => ({ ...bannerToInput(banner), image: banner.image, ...waitingOf(banner) })
const emptyBannerForm = (): FormInput => ({
  name: null,
  isActive: true,
  imageId: null,
  image: null,
  links: [],
  visibleFrom: null,
  visibleUntil: null,
  ...newVisibility(),
})

interface BannerFormProps {
  /** Absent: a new banner (shown by default, as the contract's default). As read, with its `version` (sent with the update). */
  banner?: Banner & { version?: number }
  /** Its place in the carousel (from 1), for the form's name. */
  position: number
  /** The carousel around it, for the live preview. */
  banners: readonly Banner[]
  save: (payload: BannerInput, version: number | undefined) => Promise<Banner>
  onSaved: () => void
}

/** A banner: picture (required), links (the first one opens), shown or not; the carousel previewed as it will look. */
export function BannerForm({ banner, position, banners, save, onSaved }: BannerFormProps) {
  const t = useBannersT()
  return (
    <AdminForm<FormInput, FormOutput, Banner>
      label={banner ? (nameOf(banner) ?? t('formEdit', { n: position })) : t('formNew')}
      schema={bannerForm}
      record={formRecord('banners', banner, bannerToForm, emptyBannerForm)}
      onSubmit={({ image: _image, ...payload }, sent) => save(payload, sent)}
      onSaved={onSaved}
      submitLabel={banner ? undefined : t('saveCreate')}
      savedMessage={banner ? t('saved') : t('created')}
      preview={<LiveCarouselPreview banners={banners} editingId={banner?.id ?? null} />}
    >
      <FormSection title={t('section.image')}>
        <ImageField name="imageId" fileName="image" label={t('field.image')} required />
        <TextField name="name" label={t('field.name')} hint={t('field.nameHint')} maxLength={100} emptyAsNull />
        <SwitchField name="isActive" label={t('field.isActive')} />
        <ScheduleSection />
        <AudienceSection />
      </FormSection>
      <FormSection title={t('section.links')}>
        <LinkSetField name="links" label={t('field.links')} />
      </FormSection>
    </AdminForm>
  )
}
