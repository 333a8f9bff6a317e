import { useAtomValue } from 'jotai'
import type { Popup } from '@/api/contract/popups'
import { quotedList } from '@/i18n/quotes'
import { languageAtom } from '@/session/session-atoms'
import { usePopupsT } from './popups-messages'
import { isPopupUsed, usePopupUsage } from './popup-usage'

/**
 * The popups list's delete confirmation text. While anything opens the popup the server refuses the
 * delete (409, docs/decisions/integrity-of-writes.md), so this names what does and says to relink them first; otherwise
 * it says that the popup's own texts, buttons and link lists go with it.
 */
export function PopupDeleteText({ popup }: { popup: Popup }) {
  const t = usePopupsT()
  const language = useAtomValue(languageAtom)
  const quote = (names: readonly string[]) => quotedList(names, language)
  const { usage, failed } = usePopupUsage(popup)
  if (failed) return t('delete.checkFailed')
  if (!usage) return t('delete.checking')
  if (!isPopupUsed(usage)) return t('delete.unused')
  const { categories, sections, materials, buttons, banners } = usage
  const users = [
    categories.length > 0 && t('delete.inCategories', { titles: quote(categories) }),
    sections.length > 0 && t('delete.inSections', { titles: quote(sections) }),
    materials.length > 0 && t('delete.inMaterials', { titles: quote(materials) }),
    buttons.length > 0 && t('delete.inButtons', { titles: quote(buttons) }),
    // A banner by its name, quoted like the other records; one without a name by its place in the carousel.
    ...banners.map(({ n, name }) => (name ? t('delete.banner', { title: quote([name]) }) : t('delete.bannerAt', { n }))),
  ].filter(Boolean)
  return `${t('delete.used')} ${users.join('; ')}. ${t('delete.refused')}`
}
