import { useStore } from 'jotai'
import type { Material } from '@/api/contract/materials'
import { trpc } from '@/api/trpc'
import { confirmRequestAtom } from '@/features/admin/parts/confirm/confirm'
import { useMaterialsT } from './materials-messages'
import { fetchMaterialUsage, isUsed, USAGE_TITLES, type MaterialUsage } from './material-usage'

const quote = (titles: string[]) => titles.map((title) => `«${title}»`).join(', ')

/**
 * The materials list's delete confirmation text: what uses the material(s), and that deleting
 * removes them from there (the server's `onRemove`; the categories, sections and link lists stay).
 *
 * The list asks for the text synchronously and opens its confirmation at once, so the text first
 * says "checking…"; when the reads answer, the still open question (the same one: its answer is
 * kept) gets the full text. A failed read gives a text that says what deleting does anyway, and the
 * confirm buttons work throughout.
 */
export function useMaterialDeleteText() {
  const t = useMaterialsT()
  const utils = trpc.useUtils()
  const store = useStore()

  const names = (titles: string[], total: number) =>
    total > titles.length ? t('delete.more', { titles: quote(titles), count: total - titles.length }) : quote(titles)

  const describeOne = async (material: Material) => {
    let usage: MaterialUsage
    try {
      usage = await fetchMaterialUsage(utils, material.id)
    } catch {
      return t('delete.checkFailed')
    }
    if (!isUsed(usage)) return t('delete.unused')
    const { categories, sections, linkLists } = usage
    return [
      t('delete.used'),
      categories.total > 0 && t('delete.inCategories', { total: categories.total, titles: names(categories.titles, categories.total) }),
      sections.total > 0 && t('delete.inSections', { total: sections.total, titles: names(sections.titles, sections.total) }),
      linkLists.total > 0 && t('delete.inLinkLists', { total: linkLists.total, titles: names(linkLists.titles, linkLists.total) }),
      t('delete.removes'),
    ].filter(Boolean).join(' ')
  }

  /** Bulk: only whether each is used (one row per read), then how many of them are. */
  const describeMany = async (materials: Material[]) => {
    let used: Material[]
    try {
      const usages = await Promise.all(materials.map((material) => fetchMaterialUsage(utils, material.id, 1)))
      used = materials.filter((_, index) => isUsed(usages[index] as MaterialUsage))
    } catch {
      return t('delete.manyCheckFailed')
    }
    if (used.length === 0) return t('delete.manyUnused')
    const shown = used.slice(0, USAGE_TITLES).map((material) => material.title)
    return t('delete.manyUsed', { used: used.length, count: materials.length, titles: names(shown, used.length) })
  }

  return (materials: Material[]): string => {
    const [first] = materials
    const checking = materials.length === 1 ? t('delete.checking') : t('delete.manyChecking')
    const described = materials.length === 1 && first ? describeOne(first) : describeMany(materials)
    // The list opens its confirmation right after taking this text: by the next microtask it is the open question.
    const asked = Promise.resolve().then(() => store.get(confirmRequestAtom))
    void Promise.all([asked, described]).then(([request, message]) => {
      if (request && request.message === checking && store.get(confirmRequestAtom) === request) {
        store.set(confirmRequestAtom, { ...request, message })
      }
    })
    return checking
  }
}
