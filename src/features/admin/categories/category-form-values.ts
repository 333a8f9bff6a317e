import type { Category, CategoryInput } from '@/api/contract/categories'
import type { LinkSet } from '@/api/contract/popups'
import type { Section, SectionInput } from '@/api/contract/sections'
import { newVisibility, storedVisibility, waitingOf } from '@/features/admin/parts/audience/visibility-values'
import type { CategoryFormInput, CategoryFormValues, SectionFormInput, SectionFormValues } from './category-form-schema'

/**
 * Stored link sets as the form edits them (nulls as empty boxes): link-set-field's `linkToForm`,
 * written here so the form's first load does not carry the link editor (it loads with road type `link`).
 */
const linksToForm = (links: readonly LinkSet[]) =>
  links.map((link) => ({
    linkType: link.linkType,
    internalUrl: link.internalUrl ?? '',
    externalUrl: link.externalUrl ?? '',
    popupId: link.popupId,
  }))

/** A new category's form: `material` road and `no_bg` look (the contract's defaults), under `parentId` if given. */
export function emptyCategoryForm(parentId: number | null = null): CategoryFormInput {
  return {
    title: '',
    isActive: true,
    description: null,
    descriptionAlign: 'left',
    iconId: null,
    icon: null,
    imageId: null,
    image: null,
    video: '',
    parentId,
    roadType: 'material',
    displayType: 'no_bg',
    sectionDisplayType: 'list',
    materialIds: [],
    sectionIds: [],
    links: [],
    sections: [],
    subcategoryIds: [],
    visibleFrom: null,
    visibleUntil: null,
    ...newVisibility(),
  }
}

function sectionToForm(section: Section): SectionFormInput {
  return {
    id: section.id,
    title: section.title,
    order: section.order,
    roadType: section.roadType,
    materialIds: [...section.materialIds],
    links: linksToForm(section.links),
    ...storedVisibility(section),
  }
}

export const emptySectionForm = (): SectionFormInput => ({
  id: null,
  title: '',
  order: 0,
  roadType: 'material',
  materialIds: [],
  links: [],
  ...newVisibility(),
})

/**
 * What the form and a PUT both take from a stored category as it is (PUT replaces the whole record:
 * the list's active switch must not drop the schedule, so `visibleFrom`/`visibleUntil` come too; the
 * audience too, though an update that leaves it out keeps it).
 */
function storedFields(category: Category) {
  return {
    title: category.title,
    isActive: category.isActive,
    description: category.description,
    descriptionAlign: category.descriptionAlign,
    iconId: category.iconId,
    imageId: category.imageId,
    parentId: category.parentId,
    roadType: category.roadType,
    displayType: category.displayType,
    sectionDisplayType: category.sectionDisplayType,
    materialIds: [...category.materialIds],
    sectionIds: [...category.sectionIds],
    links: linksToForm(category.links),
    visibleFrom: category.visibleFrom ?? null,
    visibleUntil: category.visibleUntil ?? null,
    ...storedVisibility(category),
  }
}

/** A stored category (with its sections, in its order, and its subcategories' ids) as the form edits it. */
export function categoryToForm(category: Category, sections: readonly Section[], subcategoryIds: readonly number[]): CategoryFormInput {
  return {
    ...storedFields(category),
    icon: category.icon,
    image: category.image,
    video: category.video ?? '',
    sections: sections.map(sectionToForm),
    subcategoryIds: [...subcategoryIds],
    ...waitingOf(category),
  }
}

/** What PUT/POST /admin/categories gets from the form, once its sections have ids. */
export function categoryPayload(values: CategoryFormValues, sectionIds: number[]): CategoryInput {
  return {
    title: values.title,
    isActive: values.isActive,
    description: values.description,
    descriptionAlign: values.descriptionAlign,
    // SPEC 7: the original client also sent these two; the contract accepts and ignores them.
    descriptionType: values.descriptionAlign,
    linkType: values.links[0]?.linkType,
    iconId: values.iconId,
    imageId: values.imageId,
    video: values.video,
    parentId: values.parentId,
    roadType: values.roadType,
    displayType: values.displayType,
    sectionDisplayType: values.sectionDisplayType,
    materialIds: values.materialIds,
    sectionIds,
    links: values.links,
    visibleFrom: values.visibleFrom,
    visibleUntil: values.visibleUntil,
    audience: values.audience,
    lockedDisplay: values.lockedDisplay,
    announce: values.announce,
  }
}

/** What PUT/POST /admin/sections gets for the section at `position` in its category. */
export function sectionPayload(section: SectionFormValues, position: number): SectionInput {
  const { title, roadType, materialIds, links, audience, lockedDisplay } = section
  return { title, order: position, roadType, materialIds, links, audience, lockedDisplay }
}

/** A stored category sent back unchanged but for `change` (PUT replaces the whole record): the list's active switch. */
export function storedCategoryPayload(category: Category, change: Partial<CategoryInput> = {}): CategoryInput {
  return { ...storedFields(category), video: category.video, ...change }
}

/** A stored section as its PUT payload: what a failed category save puts back. */
export function storedSectionPayload(section: Section): SectionInput {
  return {
    title: section.title,
    order: section.order,
    roadType: section.roadType,
    materialIds: section.materialIds,
    links: linksToForm(section.links),
    ...storedVisibility(section),
  }
}
