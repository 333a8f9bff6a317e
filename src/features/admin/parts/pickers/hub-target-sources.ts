import { keepPreviousData } from '@tanstack/react-query'
import { apiErrorOf } from '@/api/api-error'
import { trpc } from '@/api/trpc'

/**
 * The link-target picker's sources (categories, sections), in its own lazy chunk: the forms that
 * hold links load without them. Like reference-sources.ts, with icons, a retry and a deleted record told apart.
 */

export interface TargetItem {
  id: number
  title: string
  /** The record's uploaded icon (a category's), when it has one. */
  iconUrl: string | null
}

interface TargetPage {
  items: TargetItem[]
  total: number
  isPending: boolean
  isError: boolean
  /** Reads the page again (after an error). */
  retry: () => void
}

/**
 * Both are hooks: `useSearch` asks the server for one page of titles containing `search` (nothing
 * while `enabled` is false); `useItem` reads one record: undefined while unknown (reading, or the
 * read failed), null when the record is gone (404).
 */
export interface TargetSource {
  useSearch: (search: string, limit: number, enabled: boolean) => TargetPage
  useItem: (id: number, enabled: boolean) => TargetItem | null | undefined
}

interface Titled {
  id: number
  title: string
  icon?: { url: string } | null
}

const titled = (item: Titled): TargetItem => ({ id: item.id, title: item.title, iconUrl: item.icon?.url ?? null })

function pageOf(query: {
  data?: { data: Titled[]; meta: { total: number } }
  isPending: boolean
  isError: boolean
  refetch: () => Promise<unknown>
}): TargetPage {
  return {
    items: query.data?.data.map(titled) ?? [],
    total: query.data?.meta.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  }
}

/** The list query of a title search: the first `limit` matches, the previous answer kept on screen while the next loads. */
const searchInput = (search: string, limit: number) => ({
  filter: search ? { title: search } : undefined,
  pagination: { offset: 0, limit },
})
const searchOptions = (enabled: boolean) => ({ enabled, placeholderData: keepPreviousData })

/** One record's read, kept a minute; not retried once the server says it is not there. */
const ONE = {
  staleTime: 60_000,
  retry: (count: number, error: unknown) => apiErrorOf(error)?.status !== 404 && count < 2,
}
function itemOf(read: { data?: Titled; error: unknown }): TargetItem | null | undefined {
  if (read.data) return titled(read.data)
  return apiErrorOf(read.error)?.status === 404 ? null : undefined
}

/** Categories (with their icons), searched by title on the server. */
export const categoryTargets: TargetSource = {
  useSearch: (search, limit, enabled) => pageOf(trpc.admin.categories.list.useQuery(searchInput(search, limit), searchOptions(enabled))),
  useItem: (id, enabled) => itemOf(trpc.admin.categories.get.useQuery({ id }, { ...ONE, enabled })),
}

/** Sections, searched by title on the server (`filter[title]`, beyond SPEC 7: a backend without it lists them all). */
export const sectionTargets: TargetSource = {
  useSearch: (search, limit, enabled) => pageOf(trpc.admin.sections.list.useQuery(searchInput(search, limit), searchOptions(enabled))),
  useItem: (id, enabled) => itemOf(trpc.admin.sections.get.useQuery({ id }, { ...ONE, enabled })),
}
