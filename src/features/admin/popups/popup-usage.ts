import { trpc } from '@/api/trpc'
import type { Popup } from '@/api/contract/popups'

/** One page of each kind is all of them: the hub has few of each, and the server refuses the delete anyway if one is missed. */
const ALL = { pagination: { offset: 0, limit: 1000 } }

type Linked = { links: readonly { popupId: number | null }[] }

/** What opens a popup, by kind, by the names the admin sees; the popup's own buttons go with it and do not count. */
interface PopupUsage {
  categories: string[]
  sections: string[]
  materials: string[]
  buttons: string[]
  /** Each banner's name, or null for one without (named then by its place, `n`: 1-based, in the banners screen's order). */
  banners: Array<{ n: number; name: string | null }>
}

export const isPopupUsed = (usage: PopupUsage) => Object.values(usage).some((names: unknown[]) => names.length > 0)

/**
 * Where `popup` is opened from: the categories, sections, materials, buttons and banners whose links
 * point at it. The server refuses to delete a popup while any of them does (409), so the confirmation
 * names them first. `usage` is set once every read has answered; `failed` when any of them failed.
 */
export function usePopupUsage(popup: Popup) {
  const reads = {
    categories: trpc.admin.categories.list.useQuery(ALL),
    sections: trpc.admin.sections.list.useQuery(ALL),
    materials: trpc.admin.materials.list.useQuery(ALL),
    buttons: trpc.admin.buttons.list.useQuery(ALL),
    banners: trpc.admin.banners.list.useQuery(ALL),
  }
  const opens = (record: Linked) => record.links.some((link) => link.popupId === popup.id)
  const all = Object.values(reads)
  if (all.some((read) => read.isError)) return { usage: null, failed: true }
  const { categories, sections, materials, buttons, banners } = reads
  if (!categories.data || !sections.data || !materials.data || !buttons.data || !banners.data) return { usage: null, failed: false }
  const usage: PopupUsage = {
    categories: categories.data.data.filter(opens).map((c) => c.title),
    sections: sections.data.data.filter(opens).map((s) => s.title),
    materials: materials.data.data.filter(opens).map((m) => m.title),
    buttons: buttons.data.data.filter((b) => opens(b) && !popup.buttonIds.includes(b.id)).map((b) => b.text),
    banners: banners.data.data.flatMap((b, index) => {
      // A banner's optional name (extension bannerNames: admin views carry it, or leave it out).
      const name = (b as { name?: string | null }).name?.trim()
      return opens(b) ? [{ n: index + 1, name: name || null }] : []
    }),
  }
  return { usage, failed: false }
}
