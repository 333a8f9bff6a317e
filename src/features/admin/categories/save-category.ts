import type { AdminCategory, CategoryInput } from '@/api/contract/categories'
import { sectionInput, type Section, type SectionInput } from '@/api/contract/sections'
import type { CategoryFormValues } from './category-form-schema'
import { categoryPayload, sectionPayload, storedSectionPayload } from './category-form-values'

/** The calls a category save makes (the tRPC client's mutations; plain functions so tests can fail any one). */
export interface CategorySaveApi {
  createSection: (input: SectionInput) => Promise<Section>
  updateSection: (id: number, input: SectionInput) => Promise<Section>
  deleteSection: (id: number) => Promise<unknown>
  createCategory: (input: CategoryInput) => Promise<AdminCategory>
  updateCategory: (id: number, input: CategoryInput, version?: number) => Promise<AdminCategory>
  /** Answers the category, its version raised by the order. */
  orderSubcategories: (id: number, ids: number[], version: number) => Promise<AdminCategory>
}

export interface CategorySaveRequest {
  /** null: create. */
  id: number | null
  /** The category's version the form edited (409 edit_conflict when it was saved elsewhere since). */
  version?: number
  values: CategoryFormValues
  /** The category's sections and subcategory order as the form was opened with them. */
  originalSections: readonly Section[]
  originalSubcategoryIds: readonly number[]
  /** Sections other categories list too: leaving this category does not delete them. */
  sharedSectionIds: ReadonlySet<number>
}

interface CategorySaved {
  category: AdminCategory
  /** Sections taken out of the category that could not be deleted (the category itself is saved). */
  sectionsNotDeleted: string[]
  /** Why the subcategories' new order was refused, if it was. */
  orderError: unknown
}

/** The save was refused; whatever it had changed before was put back, except `notUndone`. */
export class CategorySaveError extends Error {
  constructor(
    override readonly cause: unknown,
    /** The section whose own save was refused (its index in the form), or null when the category was. */
    readonly section: { index: number; title: string } | null,
    /** Sections changed or created before the refusal that could not be put back. */
    readonly notUndone: string[],
    /** Whether any section had been written before the refusal. */
    readonly touchedSections: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'CategorySaveError'
  }
}

const canonical = (input: SectionInput) => JSON.stringify(sectionInput.parse(input))

/**
 * Sections are a resource of their own that the category lists by id (CONTRACT: `sectionIds`), so
 * a save is several calls: each new or changed section, then the category with their ids, then
 * the subcategories' order and the deletion of sections taken out. Until the category is saved,
 * any refusal undoes what was written (sections created are deleted, sections changed get their
 * old values back), so a failed save leaves nothing half-saved. After it, what is left undone
 * (order, deletions) is reported without failing the save.
 */
export async function saveCategory(api: CategorySaveApi, request: CategorySaveRequest): Promise<CategorySaved> {
  const { id, values, originalSections } = request
  const before = new Map(originalSections.map((section) => [section.id, section]))
  const created: Section[] = []
  const changed: Section[] = []
  const sectionIds: number[] = []
  let failedSection: { index: number; title: string } | null = null
  let category: AdminCategory
  // Sections are edited only for road type `section`; otherwise they stay as they are.
  const editsSections = values.roadType === 'section'
  if (!editsSections) sectionIds.push(...originalSections.map((section) => section.id))
  try {
    for (const [index, section] of (editsSections ? values.sections : []).entries()) {
      const payload = sectionPayload(section, index)
      failedSection = { index, title: section.title }
      if (section.id === null) {
        const record = await api.createSection(payload)
        created.push(record)
        sectionIds.push(record.id)
        continue
      }
      const old = before.get(section.id)
      if (!old || canonical(storedSectionPayload(old)) !== canonical(payload)) {
        await api.updateSection(section.id, payload)
        if (old) changed.push(old)
      }
      sectionIds.push(section.id)
    }
    failedSection = null
    const payload = categoryPayload(values, sectionIds)
    category = id === null ? await api.createCategory(payload) : await api.updateCategory(id, payload, request.version)
  } catch (error) {
    const notUndone = await undo(api, created, changed)
    throw new CategorySaveError(error, failedSection, notUndone, created.length + changed.length > 0)
  }

  let orderError: unknown = null
  const order = values.subcategoryIds
  if (id !== null && order.length > 1 && order.join() !== request.originalSubcategoryIds.join()) {
    // On the version just saved: the answer's version is what the form's next save edits.
    const saved = category
    category = await api.orderSubcategories(id, order, saved.version).catch((error: unknown) => {
      orderError = error
      return saved
    })
  }
  const kept = new Set(sectionIds)
  const removed = !editsSections
    ? []
    : originalSections.filter((section) => !kept.has(section.id) && !request.sharedSectionIds.has(section.id))
  const sectionsNotDeleted: string[] = []
  for (const section of removed) {
    await api.deleteSection(section.id).catch(() => sectionsNotDeleted.push(section.title))
  }
  return { category, sectionsNotDeleted, orderError }
}

/** Puts the sections back as they were; answers the titles it could not. */
async function undo(api: CategorySaveApi, created: readonly Section[], changed: readonly Section[]): Promise<string[]> {
  const failed: string[] = []
  for (const section of created) await api.deleteSection(section.id).catch(() => failed.push(section.title))
  for (const section of changed) await api.updateSection(section.id, storedSectionPayload(section)).catch(() => failed.push(section.title))
  return failed
}
