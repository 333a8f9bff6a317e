import { keepPreviousData } from '@tanstack/react-query'
import { apiErrorOf } from '@/api/api-error'
import { trpc } from '@/api/trpc'

export interface ReferenceItem {
  id: number
  title: string
  /** The record's uploaded icon (a category's), when it has one. */
  iconUrl?: string | null
}

interface ReferencePage {
  items: ReferenceItem[]
  total: number
  isPending: boolean
  isError: boolean
  /** Reads the page again (after an error). */
  retry: () => void
}

/**
 * Where a reference picker finds its items. Both are hooks (called on every render of the picker):
 * `useSearch` asks the server for one page of titles containing `search` (nothing while `enabled` is
 * false); `useItem` names a chosen id the picker has not seen in a page yet (`enabled` false when it
 * has): undefined while unknown (reading, or the read failed), null when the record is gone (404).
 */
export interface ReferenceSource {
  useSearch: (search: string, offset: number, limit: number, enabled?: boolean) => ReferencePage
  useItem: (id: number, enabled: boolean) => ReferenceItem | null | undefined
}

interface Titled {
  id: number
  title: string
  icon?: { url: string } | null
}

const titled = (item: Titled): ReferenceItem => ({ id: item.id, title: item.title, iconUrl: item.icon?.url ?? null })

function pageOf(query: {
  data?: { data: Titled[]; meta: { total: number } }
  isPending: boolean
  isError: boolean
  refetch: () => Promise<unknown>
}): ReferencePage {
  return {
    items: query.data?.data.map(titled) ?? [],
    total: query.data?.meta.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  }
}

/** The list query of a title search: one page, the previous one kept on screen while the next loads. */
const searchInput = (search: string, offset: number, limit: number) => ({
  filter: search ? { title: search } : undefined,
  pagination: { offset, limit },
})
const searchOptions = (enabled = true) => ({ enabled, placeholderData: keepPreviousData })

/** One record's read as a picker names it: null once the server says it is not there (404); not retried then. */
const ONE = {
  staleTime: 60_000,
  retry: (count: number, error: unknown) => apiErrorOf(error)?.status !== 404 && count < 2,
}
function itemOf(read: { data?: Titled; error: unknown }): ReferenceItem | null | undefined {
  if (read.data) return titled(read.data)
  return apiErrorOf(read.error)?.status === 404 ? null : undefined
}

/** Materials, searched by title on the server (`filter[title]`), a page at a time. */
export const materialReferences: ReferenceSource = {
  useSearch: (search, offset, limit, enabled) =>
    pageOf(trpc.admin.materials.list.useQuery(searchInput(search, offset, limit), searchOptions(enabled))),
  useItem: (id, enabled) => itemOf(trpc.admin.materials.get.useQuery({ id }, { ...ONE, enabled })),
}

/** Categories (with their icons), searched by title on the server, a page at a time. */
export const categoryReferences: ReferenceSource = {
  useSearch: (search, offset, limit, enabled) =>
    pageOf(trpc.admin.categories.list.useQuery(searchInput(search, offset, limit), searchOptions(enabled))),
  useItem: (id, enabled) => itemOf(trpc.admin.categories.get.useQuery({ id }, { ...ONE, enabled })),
}

/** Sections, searched by title on the server (`filter[title]`, beyond SPEC 7: a backend without it lists them all), a page at a time. */
export const sectionReferences: ReferenceSource = {
  useSearch: (search, offset, limit, enabled) =>
    pageOf(trpc.admin.sections.list.useQuery(searchInput(search, offset, limit), searchOptions(enabled))),
  useItem: (id, enabled) => itemOf(trpc.admin.sections.get.useQuery({ id }, { ...ONE, enabled })),
}
