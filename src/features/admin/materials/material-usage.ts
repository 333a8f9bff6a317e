import { trpc } from '@/api/trpc'

/** How many titles of each kind of user the delete confirmation names; the rest is "and N more". */
export const USAGE_TITLES = 5

/** Records of one kind that list a material: the first few titles and how many there are in all. */
export interface UsedIn {
  titles: string[]
  total: number
  /**
   * Those of `titles` that list only this material and need one (road type material, a materials
   * link list): the server refuses the delete (409) rather than leave them empty (SPEC 5).
   */
  emptied: string[]
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

interface Lister {
  title: string
  materialIds: number[]
  roadType?: string
  type?: string
}

const needsMaterials = (item: Lister) => item.roadType === 'material' || item.type === 'materials'

const usedIn = (page: { data: Lister[]; meta: { total: number } } | undefined): UsedIn => ({
  titles: page?.data.map((item) => item.title) ?? [],
  total: page?.meta.total ?? 0,
  emptied: page?.data.filter((item) => needsMaterials(item) && item.materialIds.length === 1).map((item) => item.title) ?? [],
})

/** Everything the delete would leave without materials, so it is refused. */
export const emptiedBy = (usage: MaterialUsage) => [...usage.categories.emptied, ...usage.sections.emptied, ...usage.linkLists.emptied]

/**
 * What uses each of `materialIds`: the three lists asked for one page of `limit` per material (1 when
 * only "is it used" matters, as in a bulk delete; USAGE_TITLES when the titles are shown). `usages`
 * is set once every read has answered; `failed` when any of them failed.
 */
export function useMaterialUsages(materialIds: number[], limit = USAGE_TITLES) {
  const inputs = materialIds.map((materialId) => usageInput(materialId, limit))
  const lists = {
    categories: trpc.useQueries((t) => inputs.map((input) => t.admin.categories.list(input))),
    sections: trpc.useQueries((t) => inputs.map((input) => t.admin.sections.list(input))),
    linkLists: trpc.useQueries((t) => inputs.map((input) => t.admin.linkLists.list(input))),
  }
  const reads = [...lists.categories, ...lists.sections, ...lists.linkLists]
  const usageOf = (index: number): MaterialUsage => ({
    categories: usedIn(lists.categories[index]?.data),
    sections: usedIn(lists.sections[index]?.data),
    linkLists: usedIn(lists.linkLists[index]?.data),
  })
  return {
    usages: reads.every((read) => read.data !== undefined) ? materialIds.map((_, index) => usageOf(index)) : null,
    failed: reads.some((read) => read.isError),
  }
}
