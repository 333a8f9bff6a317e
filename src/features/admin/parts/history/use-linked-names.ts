import type { AuditEntry } from '@/api/contract/audit-log'
import { trpc } from '@/api/trpc'
import { linkedNeeds, type LinkedNames, type LinkedRecord, type NamedResource } from './history-values'

/** One page of each kind is all of them: a hub has few records of each (the lists' own maximum). */
const ALL = { pagination: { offset: 0, limit: 1000 } }

/** Answers once read; kept a minute: History re-renders often (pages, filters) and names rarely change. */
const READ = { staleTime: 60_000, retry: false } as const

/** Every kind of record History names or picks: the linked ones, and themes, admins and files. */
export type ListedResource = NamedResource | 'themes' | 'admins' | 'files'

/** A record as a list names it, and for a file its address (a thumbnail). */
export interface ListedRecord extends LinkedRecord {
  url?: string
}

type Read<T> = { data?: { data: T[] }; isSuccess: boolean }

/** A list's records by id, in its order (undefined until it is read: its names are not known yet). */
function byId<T extends { id: number }>(read: Read<T>, recordOf: (item: T, index: number) => ListedRecord) {
  if (!read.isSuccess || !read.data) return undefined
  return new Map(read.data.data.map((item, index) => [item.id, recordOf(item, index)]))
}

const titled = (title: string | null | undefined): ListedRecord => ({ title: title?.trim() ? title : null, position: null })

/**
 * The records of the `wanted` kinds by id, each list read once (one page) and only when wanted;
 * a kind not wanted, not read yet or without a list on this backend (404) is undefined.
 */
export function useRecordLists(wanted: ReadonlySet<ListedResource>): Record<ListedResource, Map<number, ListedRecord> | undefined> {
  const on = (resource: ListedResource) => ({ ...READ, enabled: wanted.has(resource) })
  const categories = trpc.admin.categories.list.useQuery(ALL, on('categories'))
  const sections = trpc.admin.sections.list.useQuery(ALL, on('sections'))
  const materials = trpc.admin.materials.list.useQuery(ALL, on('materials'))
  const popups = trpc.admin.popups.list.useQuery(ALL, on('popups'))
  const texts = trpc.admin.texts.list.useQuery(ALL, on('texts'))
  const buttons = trpc.admin.buttons.list.useQuery(ALL, on('buttons'))
  const linkLists = trpc.admin.linkLists.list.useQuery(ALL, on('linkLists'))
  const banners = trpc.admin.banners.list.useQuery(ALL, on('banners'))
  const themes = trpc.admin.themes.list.useQuery(ALL, on('themes'))
  const admins = trpc.admin.admins.list.useQuery(ALL, on('admins'))
  const files = trpc.admin.files.list.useQuery(ALL, on('files'))
  return {
    categories: byId(categories, (item) => titled(item.title)),
    sections: byId(sections, (item) => titled(item.title)),
    materials: byId(materials, (item) => titled(item.title)),
    popups: byId(popups, (item) => titled(item.name)),
    texts: byId(texts, (item) => titled(item.text ?? item.items[0]?.value)),
    buttons: byId(buttons, (item) => titled(item.text)),
    linkLists: byId(linkLists, (item) => titled(item.title)),
    banners: byId(banners, (item, index) => ({ title: item.name?.trim() ? item.name : null, position: index + 1 })),
    themes: byId(themes, (_item, index) => ({ title: null, position: index + 1 })),
    admins: byId(admins, (item) => titled(item.name)),
    files: byId(files, (item) => ({ ...titled(item.originalName), url: item.url })),
  }
}

/**
 * The names of the records and files the values of `entries` point at, so History shows «Курсы»
 * where the entry stores 3: only the lists those values need are read, and a backend without a
 * list (the files list is beyond SPEC) leaves those values named by kind.
 */
export function useLinkedNames(entries: readonly AuditEntry[]): LinkedNames {
  const { resources, files } = linkedNeeds(entries)
  const lists = useRecordLists(new Set<ListedResource>(files ? [...resources, 'files'] : resources))
  return {
    record: (resource, id) => {
      const list = lists[resource]
      return list ? (list.get(id) ?? null) : undefined
    },
    file: (id) => {
      if (!lists.files) return undefined
      const file = lists.files.get(id)
      return file?.url ? { url: file.url, name: file.title ?? '' } : null
    },
  }
}
