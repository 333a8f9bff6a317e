import type { Category } from '@/api/contract/categories'
import { trpc } from '@/api/trpc'
import { isNotFound } from '@/i18n/error-messages'
import { useConfirm } from '@/features/admin/parts/shell/confirm'
import { useConfirmDelete } from '@/features/admin/parts/confirm/confirm-delete'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useCategoriesT } from './categories-messages'
import type { CategoryDeletePlan } from './delete-category'
import { useInvalidateCategories } from './use-category-mutations'

/**
 * Deleting a category through the admin's delete flow, after a confirmation that names what else it
 * affects (delete-category.ts). The server refuses to delete a category with subcategories (409),
 * so that case is explained instead of asked. Answers whether it was deleted.
 */
export function useDeleteCategory() {
  const t = useCategoriesT()
  const utils = trpc.useUtils()
  const confirm = useConfirm()
  const confirmDelete = useConfirmDelete()
  const notify = useNotify()
  const invalidate = useInvalidateCategories()

  return async (category: Category, all: readonly Category[]): Promise<boolean> => {
    const children = all.filter((other) => other.parentId === category.id)
    if (children.length > 0) {
      await confirm({
        title: t('delete.blockedTitle'),
        message: t('delete.blocked', { title: category.title, titles: children.map((c) => `«${c.title}»`).join(', ') }),
        confirmLabel: t('delete.ok'),
      })
      return false
    }
    let plan: CategoryDeletePlan = { message: '', own: [] }
    const left: string[] = []
    const deleted = await confirmDelete({
      items: [category],
      titleOf: (item) => item.title,
      title: t('delete.title', { title: category.title }),
      message: async () => {
        const { planCategoryDelete } = await import('./delete-category')
        plan = await planCategoryDelete(utils, t, category, all)
        return plan.message
      },
      confirmLabel: t('delete.confirm'),
      remove: async (item) => {
        await utils.client.admin.categories.delete.mutate({ id: item.id })
        // Our server deletes the category's own sections with it (so Undo brings them back): a 404
        // is that. A backend that keeps them gets them deleted here.
        for (const section of plan.own)
          await utils.client.admin.sections.delete
            .mutate({ id: section.id })
            .catch((error: unknown) => void (isNotFound(error) || left.push(section.title)))
      },
      onSettled: invalidate,
      doneText: () => t('delete.done', { title: category.title }),
      resource: 'categories',
      onDeleted: () => {
        if (left.length) notify('error', t('delete.sectionsLeft', { titles: left.join(', ') }))
      },
    })
    return deleted.length > 0
  }
}
