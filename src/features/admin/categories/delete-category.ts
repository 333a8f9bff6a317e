import { quotedList } from '@/i18n/quotes'
import type { Language } from '@/session/session-atoms'
import type { Category } from '@/api/contract/categories'
import type { TrpcUtils } from '@/api/trpc-utils'
import type { useCategoriesT } from './categories-messages'

/** What a category's delete takes with it, worked out before asking (see use-delete-category.ts). */
export interface CategoryDeletePlan {
  /** The confirmation's text. */
  message: string
  /** Its own sections (no other category lists them): deleted with it. */
  own: { id: number; title: string }[]
}

/**
 * Its sections go with it (they are edited inside it) unless another category lists them too, its
 * materials stay, and links to it lead nowhere. Kept out of the form's first load: fetched on the first delete.
 */
export async function planCategoryDelete(
  utils: TrpcUtils,
  t: ReturnType<typeof useCategoriesT>,
  category: Category,
  all: readonly Category[],
  language: Language,
): Promise<CategoryDeletePlan> {
  const sections = category.sectionIds.length
    ? (await utils.admin.sections.list.fetch({ filter: { categoryId: category.id }, pagination: { offset: 0, limit: 500 } })).data
    : []
  const sharedIds = new Set(all.filter((other) => other.id !== category.id).flatMap((other) => other.sectionIds))
  const own = sections.filter((section) => !sharedIds.has(section.id))
  const shared = sections.filter((section) => sharedIds.has(section.id))
  const quote = (items: { title: string }[]) =>
    quotedList(
      items.map((item) => item.title),
      language,
    )
  const message = [
    own.length > 0 && t('delete.sections', { titles: quote(own) }),
    shared.length > 0 && t('delete.sectionsShared', { titles: quote(shared) }),
    category.materialIds.length > 0 && t('delete.materials', { count: category.materialIds.length }),
    t('delete.links'),
  ]
    .filter(Boolean)
    .join(' ')
  return { message, own }
}
