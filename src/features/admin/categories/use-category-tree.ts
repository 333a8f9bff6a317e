import type { AdminCategory, Category } from '@/api/contract/categories'
import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { trpc } from '@/api/trpc'
import type { TrpcUtils } from '@/api/trpc-utils'

/**
 * Every category of the hub, parents before their subcategories (the server's tree order). A hub
 * has tens of categories, not thousands: the tree, the parent picker and the delete confirmation
 * all read this one list (the contract's largest page).
 */
const treeInput = { pagination: { offset: 0, limit: 1000 } }

export function useCategoryTree() {
  return trpc.admin.categories.list.useQuery(treeInput)
}

/** The categories where `schedule` says (`filter[schedule]`), for the list's schedule filter; off without one. */
export function useScheduledCategories(schedule: ScheduleState | undefined) {
  return trpc.admin.categories.list.useQuery(
    { ...treeInput, filter: { schedule: schedule ?? 'live' } },
    { enabled: schedule !== undefined },
  )
}

export function prefetchCategoryTree(utils: TrpcUtils) {
  return utils.admin.categories.list.prefetch(treeInput)
}

export interface CategoryNode {
  category: AdminCategory
  children: CategoryNode[]
}

/** The categories as a tree: roots in Home's order, each with its subcategories in their order. */
export function buildTree(categories: readonly AdminCategory[]): CategoryNode[] {
  const byParent = new Map<number | null, AdminCategory[]>()
  for (const category of categories) {
    const siblings = byParent.get(category.parentId) ?? []
    siblings.push(category)
    byParent.set(category.parentId, siblings)
  }
  const known = new Set(categories.map((c) => c.id))
  const walk = (parentId: number | null, seen: Set<number>): CategoryNode[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .filter((c) => !seen.has(c.id))
      .map((category) => ({ category, children: walk(category.id, new Set([...seen, category.id])) }))
  // A category whose parent is not in the list (never, with one page of all) still shows, as a root.
  const orphans = categories
    .filter((c) => c.parentId !== null && !known.has(c.parentId))
    .map((category) => ({ category, children: walk(category.id, new Set([category.id])) }))
  return [...walk(null, new Set()), ...orphans]
}

/** `id` and everything under it: what cannot be its parent. */
export function descendantsOf(categories: readonly Category[], id: number): Set<number> {
  const out = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const category of categories) {
      if (category.parentId !== null && out.has(category.parentId) && !out.has(category.id)) {
        out.add(category.id)
        grew = true
      }
    }
  }
  return out
}
