import { keepPreviousData } from '@tanstack/react-query'
import { trpc } from '@/api/trpc'

export interface ReferenceItem {
  id: number
  title: string
}

interface ReferencePage {
  items: ReferenceItem[]
  total: number
  isPending: boolean
  isError: boolean
}

/**
 * Where a reference picker finds its items. Both are hooks (called on every render of the picker):
 * `useSearch` asks the server for one page of titles containing `search`; `useItem` names a chosen
 * id the picker has not seen in a page yet (`enabled` false when it has).
 */
export interface ReferenceSource {
  useSearch: (search: string, offset: number, limit: number) => ReferencePage
  useItem: (id: number, enabled: boolean) => ReferenceItem | undefined
}

const titled = (item: { id: number; title: string }): ReferenceItem => ({ id: item.id, title: item.title })

function pageOf(query: {
  data?: { data: { id: number; title: string }[]; meta: { total: number } }
  isPending: boolean
  isError: boolean
}): ReferencePage {
  return {
    items: query.data?.data.map(titled) ?? [],
    total: query.data?.meta.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
  }
}

/** Materials, searched by title on the server (`filter[title]`), a page at a time. */
export const materialReferences: ReferenceSource = {
  useSearch: (search, offset, limit) =>
    pageOf(
      trpc.admin.materials.list.useQuery(
        { filter: search ? { title: search } : undefined, pagination: { offset, limit } },
        { placeholderData: keepPreviousData },
      ),
    ),
  useItem: (id, enabled) => {
    const one = trpc.admin.materials.get.useQuery({ id }, { enabled })
    return one.data ? titled(one.data) : undefined
  },
}
