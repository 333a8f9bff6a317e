import { ApiError, apiErrorOf } from '@/api/api-error'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import type { Category } from '@/api/contract/categories'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useCategoriesT } from './categories-messages'
import { storedCategoryPayload } from './category-form-values'
import type { CategorySaveApi, CategorySaveRequest } from './save-category'

/** A category change makes stale: the admin lists, and the hub's reads that show categories and sections. */
export function useInvalidateCategories() {
  return useInvalidate((utils) => [utils.admin.categories, utils.admin.sections, utils.categories, utils.sections])
}

/** The server's message for a failed call, for notices. */

/** The calls of a category save, over the tRPC client. */
function useSaveApi(): CategorySaveApi {
  const utils = trpc.useUtils()
  const client = utils.client
  return {
    createSection: (input) => client.admin.sections.create.mutate(input),
    updateSection: (id, input) => client.admin.sections.update.mutate({ ...input, id }),
    deleteSection: (id) => client.admin.sections.delete.mutate({ id }),
    createCategory: (input) => client.admin.categories.create.mutate(input),
    updateCategory: (id, input, version) => client.admin.categories.update.mutate({ ...input, id, version }),
    orderSubcategories: (id, ids, version) => client.admin.categories.orderItems.mutate({ id, name: 'subcategories', ids, version }),
  }
}

/**
 * Saves a category with its sections (see `saveCategory`, fetched on the first save, out of the
 * form's first load). A refusal reaches the form as an error it can put on fields: a section's 422
 * under `sections.N.`, the category's as it is; a notice says what was not saved, and what could
 * not be put back.
 */
export function useSaveCategory() {
  const api = useSaveApi()
  const invalidate = useInvalidateCategories()
  const notify = useNotify()
  const t = useCategoriesT()
  const reasonOf = useAdminErrorText()
  return async (request: CategorySaveRequest): Promise<Category> => {
    const { CategorySaveError, saveCategory } = await import('./save-category')
    try {
      const saved = await saveCategory(api, request)
      if (saved.orderError) notify('error', t('save.orderFailed', { reason: reasonOf(saved.orderError) }))
      if (saved.sectionsNotDeleted.length) notify('error', t('save.sectionsNotDeleted', { titles: saved.sectionsNotDeleted.join(', ') }))
      return saved.category
    } catch (error) {
      if (!(error instanceof CategorySaveError)) throw error
      if (error.notUndone.length) notify('error', t('save.rollbackFailed', { titles: error.notUndone.join(', ') }))
      const cause = apiErrorOf(error.cause)
      if (error.section) {
        const { index, title } = error.section
        notify('error', t('save.sectionFailed', { title: title || t('sections.item', { n: index + 1 }), reason: reasonOf(error.cause) }))
        if (cause?.status === 422) {
          const fieldErrors = Object.fromEntries(
            Object.entries(cause.fieldErrors).map(([path, messages]) => [`sections.${String(index)}.${path}`, messages]),
          )
          throw new ApiError(cause.kind, cause.message, { status: 422, fieldErrors, code: cause.code })
        }
      } else if (error.touchedSections) {
        notify('info', t('save.categoryFailed'))
      }
      throw error.cause
    } finally {
      await invalidate()
    }
  }
}

/** The list's inline active switch: PUT replaces the whole record, so the rest is sent as stored. */
export function useToggleCategory() {
  const invalidate = useInvalidateCategories()
  const notify = useNotify()
  const t = useCategoriesT()
  const reasonOf = useAdminErrorText()
  const update = trpc.admin.categories.update.useMutation({ onSettled: invalidate })
  const toggle = async (category: Category, isActive: boolean) => {
    try {
      await update.mutateAsync({ ...storedCategoryPayload(category, { isActive }), id: category.id })
      notify('success', t('list.toggled', { title: category.title, state: t(isActive ? 'list.shown' : 'list.hidden') }))
    } catch (error) {
      notify('error', t('list.toggleFailed', { title: category.title, reason: reasonOf(error) }))
    }
  }
  return { toggle, pendingId: update.isPending ? update.variables.id : null, pendingActive: update.variables?.isActive }
}
