import { z } from 'zod'
import { categoryInput } from '@/api/contract/categories'
import { file } from '@/api/contract/common'
import { sectionInput } from '@/api/contract/sections'

/**
 * A section as its category's form edits it: the contract's section input (its rules and
 * messages: title required, materials required for road type `material`) plus the id it has on
 * the server, null until it is first saved.
 */
const sectionFormSchema = sectionInput.extend({
  id: z.number().int().positive().nullable().default(null),
})
export type SectionFormInput = z.input<typeof sectionFormSchema>
export type SectionFormValues = z.output<typeof sectionFormSchema>

/** Rules of the contract checked on one field each; the form shows them on that field. */
const FIELD_RULES = new Set(['imageId', 'sectionIds', 'materialIds', 'video', 'links', 'visibleUntil', 'announce'])

/**
 * The category form: the contract's category input, with the sections themselves (edited inside
 * the category, saved as their own resource) in place of `sectionIds`, the subcategories' order,
 * and the image and icon records the preview draws (not sent).
 *
 * The contract's rules (SPEC 5: image unless `no_bg`, a section for road type `section`, a material
 * for road type `material`...) run on the values as they will be sent, with the sections standing
 * in for their ids (new ones have none yet), and their messages land on the form's fields.
 */
const categoryFormObject = z
  .object(categoryInput.shape)
  .extend({
    sections: z.array(sectionFormSchema).max(100).default([]),
    subcategoryIds: z.array(z.number().int().positive()).default([]),
    image: file.nullable().default(null),
    icon: file.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const sent = categoryInput.safeParse({ ...value, sectionIds: value.sections.map((_, index) => index + 1) })
    for (const issue of sent.error?.issues ?? []) {
      const [field] = issue.path
      if (issue.code !== 'custom' || issue.path.length !== 1 || typeof field !== 'string' || !FIELD_RULES.has(field)) continue
      ctx.addIssue({ code: 'custom', path: [field === 'sectionIds' ? 'sections' : field], message: issue.message })
    }
  })

export type CategoryFormInput = z.input<typeof categoryFormObject>
export type CategoryFormValues = z.output<typeof categoryFormObject>

/**
 * What a road type uses (SPEC 2): the form hides the rest, and what is hidden is neither checked
 * nor sent (a hidden, half-typed link must not block the save). Sections of a category whose
 * road type is not `section` are left as they are on the server (see save-category.ts).
 */
function withoutUnused(value: CategoryFormInput): CategoryFormInput {
  const road = value.roadType ?? 'material'
  return {
    ...value,
    links: road === 'link' ? value.links : [],
    materialIds: road === 'material' ? value.materialIds : [],
    sections: road === 'section' ? value.sections : [],
    video: road === 'video' ? value.video : null,
    subcategoryIds: road === 'subcategories' ? value.subcategoryIds : [],
  }
}

export const categoryFormSchema = z.preprocess<CategoryFormInput, typeof categoryFormObject, CategoryFormInput>(
  withoutUnused,
  categoryFormObject,
)

/** A server path of the category's 422 onto the form field that shows it. */
export function categoryServerPath(path: string): string {
  return path === 'sectionIds' || path.startsWith('sectionIds.') ? 'sections' : path
}
