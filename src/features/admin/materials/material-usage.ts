import type { trpc } from '@/api/trpc'

type Utils = ReturnType<typeof trpc.useUtils>

/** How many titles of each kind of user the delete confirmation names; the rest is "and N more". */
export const USAGE_TITLES = 5

/** Records of one kind that list a material: the first few titles and how many there are in all. */
export interface UsedIn {
  titles: string[]
  total: number
}

/** Where a material shows: the categories, sections and link lists listing it (`filter[material_id]`). */
export interface MaterialUsage {
  categories: UsedIn
  sections: UsedIn
  linkLists: UsedIn
}

export const isUsed = (usage: MaterialUsage) => usage.categories.total + usage.sections.total + usage.linkLists.total > 0

/** One page of `limit` records per kind: the total comes from the pagination meta, never from loading them all. */
const usageInput = (materialId: number, limit: number) => ({ filter: { materialId }, pagination: { offset: 0, limit } })

const usedIn = (page: { data: { title: string }[]; meta: { total: number } }): UsedIn => ({
  titles: page.data.map((item) => item.title),
  total: page.meta.total,
})

/**
 * Asks the three lists what uses a material. `limit` 1 when only "is it used" matters (bulk
 * delete), USAGE_TITLES when the titles are shown. Rejects when any of the reads fails.
 */
export async function fetchMaterialUsage(utils: Utils, materialId: number, limit = USAGE_TITLES): Promise<MaterialUsage> {
  const input = usageInput(materialId, limit)
  const [categories, sections, linkLists] = await Promise.all([
    utils.admin.categories.list.fetch(input),
    utils.admin.sections.list.fetch(input),
    utils.admin.linkLists.list.fetch(input),
  ])
  return { categories: usedIn(categories), sections: usedIn(sections), linkLists: usedIn(linkLists) }
}
