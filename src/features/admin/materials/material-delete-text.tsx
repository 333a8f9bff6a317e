import { useAtomValue } from 'jotai'
import type { Material } from '@/api/contract/materials'
import { quotedList } from '@/i18n/quotes'
import { languageAtom } from '@/session/session-atoms'
import { useMaterialsT } from './materials-messages'
import { emptiedBy, isUsed, USAGE_TITLES, useMaterialUsages, type MaterialUsage, type UsedIn } from './material-usage'

/**
 * The materials list's delete confirmation text: what uses the material(s), and that deleting
 * removes them from there (the server's `onRemove`; the categories, sections and link lists stay),
 * or that it is refused when one of them lists only this material and needs one (SPEC 5).
 * It says "checking…" while the reads run; when they fail it says what deleting does anyway. The
 * confirm buttons work throughout.
 */
export function MaterialDeleteText({ materials }: { materials: Material[] }) {
  const t = useMaterialsT()
  const language = useAtomValue(languageAtom)
  const quote = (titles: string[]) => quotedList(titles, language)
  const one = materials.length === 1
  const { usages, failed } = useMaterialUsages(
    materials.map((material) => material.id),
    one ? USAGE_TITLES : 1,
  )

  const names = ({ titles, total }: Pick<UsedIn, 'titles' | 'total'>) =>
    total > titles.length ? t('delete.more', { titles: quote(titles), count: total - titles.length }) : quote(titles)

  if (failed) return t(one ? 'delete.checkFailed' : 'delete.manyCheckFailed')
  if (!usages) return t(one ? 'delete.checking' : 'delete.manyChecking')
  if (one) {
    const [usage] = usages as [MaterialUsage]
    if (!isUsed(usage)) return t('delete.unused')
    const { categories, sections, linkLists } = usage
    return [
      t('delete.used'),
      categories.total > 0 && t('delete.inCategories', { total: categories.total, titles: names(categories) }),
      sections.total > 0 && t('delete.inSections', { total: sections.total, titles: names(sections) }),
      linkLists.total > 0 && t('delete.inLinkLists', { total: linkLists.total, titles: names(linkLists) }),
      emptiedBy(usage).length > 0 ? t('delete.refused', { titles: quote(emptiedBy(usage)) }) : t('delete.removes'),
    ]
      .filter(Boolean)
      .join(' ')
  }
  const used = materials.filter((_, index) => isUsed(usages[index] as MaterialUsage))
  if (used.length === 0) return t('delete.manyUnused')
  const shown = used.slice(0, USAGE_TITLES).map((material) => material.title)
  return t('delete.manyUsed', { used: used.length, count: materials.length, titles: names({ titles: shown, total: used.length }) })
}
