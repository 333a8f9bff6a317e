import type { Category } from '@/api/contract/categories'
import type { trpc } from '@/api/trpc'
import type { useConfirm } from '@/features/admin/parts/confirm/confirm'
import type { useNotify } from '@/features/admin/parts/notices/notices'
import type { useCategoriesT } from './categories-messages'

/** What deleting needs from the screen's hooks (see use-delete-category.ts). */
export interface DeleteCategoryTools {
  t: ReturnType<typeof useCategoriesT>
  utils: ReturnType<typeof trpc.useUtils>
  confirm: ReturnType<typeof useConfirm>
  notify: ReturnType<typeof useNotify>
  invalidate: () => Promise<unknown>
  /** useErrorText(): how a failed call is worded. */
  reasonOf: (error: unknown) => string
}

/**
 * Deleting a category, after a confirmation that names what else it affects: its sections go with
 * it (they are edited inside it) unless another category lists them too, its materials stay, and
 * links to it lead nowhere. The server refuses to delete a category with subcategories (409), so
 * that case is explained instead of asked. Answers whether it was deleted.
 */
export async function deleteCategory(
  { t, utils, confirm, notify, invalidate, reasonOf }: DeleteCategoryTools,
  category: Category,
  all: readonly Category[],
): Promise<boolean> {
  const children = all.filter((other) => other.parentId === category.id)
  if (children.length > 0) {
    await confirm({
      title: t('delete.blockedTitle'),
      message: t('delete.blocked', { title: category.title, titles: children.map((c) => `«${c.title}»`).join(', ') }),
      confirmLabel: t('delete.ok'),
    })
    return false
  }
  const sections = category.sectionIds.length
    ? (await utils.admin.sections.list.fetch({ filter: { categoryId: category.id }, pagination: { offset: 0, limit: 500 } })).data
    : []
  const sharedIds = new Set(all.filter((other) => other.id !== category.id).flatMap((other) => other.sectionIds))
  const own = sections.filter((section) => !sharedIds.has(section.id))
  const shared = sections.filter((section) => sharedIds.has(section.id))
  const quote = (items: { title: string }[]) => items.map((item) => `«${item.title}»`).join(', ')
  const message = [
    own.length > 0 && t('delete.sections', { titles: quote(own) }),
    shared.length > 0 && t('delete.sectionsShared', { titles: quote(shared) }),
    category.materialIds.length > 0 && t('delete.materials', { count: category.materialIds.length }),
    t('delete.links'),
  ]
    .filter(Boolean)
    .join(' ')
  if (
    !(await confirm({ title: t('delete.title', { title: category.title }), message, confirmLabel: t('delete.confirm'), destructive: true }))
  )
    return false

  try {
    await utils.client.admin.categories.delete.mutate({ id: category.id })
  } catch (error) {
    notify('error', t('delete.failed', { title: category.title, reason: reasonOf(error) }))
    await invalidate()
    return false
  }
  const left: string[] = []
  for (const section of own) await utils.client.admin.sections.delete.mutate({ id: section.id }).catch(() => left.push(section.title))
  await invalidate()
  notify('success', t('delete.done', { title: category.title }))
  if (left.length) notify('error', t('delete.sectionsLeft', { titles: left.join(', ') }))
  return true
}
