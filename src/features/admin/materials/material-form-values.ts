import type { z } from 'zod'
import { file } from '@/api/contract/common'
import { materialInput, type Material, type MaterialInput } from '@/api/contract/materials'
import { newVisibility, waitingOf } from '@/features/admin/parts/audience/visibility-values'
import { materialToInput } from './use-material-mutations'

/**
 * The contract's material input (its rules and messages, SPEC 5: title required) plus two
 * form-only values: the chosen image and icon records, for the previews. They never reach the API.
 */
export const materialForm = materialInput.extend({
  image: file.nullable().optional(),
  icon: file.nullable().optional(),
})
export type MaterialFormInput = z.input<typeof materialForm>
export type MaterialFormOutput = z.output<typeof materialForm>

/** A new material: shown to visitors, drawn as an icon tile (SPEC 3's default), no links yet. */
export const emptyMaterialForm = (): MaterialFormInput => ({
  title: '',
  description: null,
  isActive: true,
  displayType: 'icon',
  imageId: null,
  iconId: null,
  links: [],
  visibleFrom: null,
  visibleUntil: null,
  ...newVisibility(),
  image: null,
  icon: null,
})

export const materialToForm = (material: Material): MaterialFormInput => ({
  ...materialToInput(material),
  image: material.image,
  icon: material.icon,
  ...waitingOf(material),
})

export function formToPayload(values: MaterialFormOutput): MaterialInput {
  const { image: _image, icon: _icon, ...payload } = values
  return payload
}
