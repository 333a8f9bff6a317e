import type { Category } from '@/api/contract/categories'
import { trpc } from '@/api/trpc'
import { useAdminErrorText } from '@/features/admin/parts/parts-messages'
import { useConfirm } from '@/features/admin/parts/confirm/confirm'
import { useNotify } from '@/features/admin/parts/notices/notices'
import { useCategoriesT } from './categories-messages'
import { useInvalidateCategories } from './use-category-mutations'

/**
 * Deleting a category (see delete-category.ts): the hooks are taken here, the work (the sections'
 * read, the confirmation, the calls) is fetched on the first delete, out of the form's first load.
 * Answers whether it was deleted.
 */
export function useDeleteCategory() {
  const t = useCategoriesT()
  const utils = trpc.useUtils()
  const confirm = useConfirm()
  const notify = useNotify()
  const invalidate = useInvalidateCategories()
  const reasonOf = useAdminErrorText()

  return async (category: Category, all: readonly Category[]): Promise<boolean> => {
    const { deleteCategory } = await import('./delete-category')
    return deleteCategory({ t, utils, confirm, notify, invalidate, reasonOf }, category, all)
  }
}
