import type { Category } from '@/api/contract/categories'
import { impactLight } from '@/messenger/haptics'
import { useOpenCategory } from '@/features/hub/categories/use-open-category'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { FilteredSectionList } from '@/features/hub/section/filtered-section-list'
import { SectionList } from '@/features/hub/section/section-list'
import { usePathState } from '@/features/hub/use-path-state'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import { SubcategoryRows } from './subcategory-rows'
import styles from './category.module.css'

/**
 * SPEC 2: subcategory cards in an accordion, one open at a time. Only a subcategory with road
 * type section is an accordion item (it lists its sections); the others open like any category.
 * The open item is kept per path, so it is still open when the visitor comes back from a section.
 */
export function SubcategoryAccordion({ subcategories }: { subcategories: readonly Category[] }) {
  const openCategory = useOpenCategory()
  const t = useMessages(detailMessages)
  const [open, setOpen] = usePathState<string | null>('accordion', null)
  const reportOpen = useReportOpen()
  return (
    <SubcategoryRows
      subcategories={subcategories}
      open={open}
      onOpenChange={(value) => {
        setOpen(value)
        // Unfolding a subcategory is how the visitor opens it (it has no screen of its own): an open of it.
        if (value !== null) reportOpen('category', Number(value))
      }}
      onToggle={() => impactLight()}
      onOpen={openCategory}
      markOf={itemMarkOf}
      panel={(sub) => (
        <div className={styles.panel}>
          {sub.sections && sub.sections.length > 0 ? (
            sub.sectionDisplayType === 'filter' ? (
              <FilteredSectionList sections={sub.sections} memoryKey={`filter ${String(sub.id)}`} />
            ) : (
              <SectionList sections={sub.sections} />
            )
          ) : (
            <p className={styles.empty}>{t('subcategory.empty')}</p>
          )}
        </div>
      )}
    />
  )
}
