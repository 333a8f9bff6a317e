import type { Category } from '@/api/contract/categories'
import { Accordion, AccordionItem } from '@/ui/accordion'
import { Image } from '@/ui/image'
import { impactLight } from '@/messenger/haptics'
import { CategoryCard } from '@/parts/cards/category-card'
import { useOpenCategory } from '@/features/hub/categories/use-open-category'
import { detailMessages } from '@/features/hub/detail-messages'
import { useMessages } from '@/i18n/use-t'
import { FilteredSectionList } from '@/features/hub/section/filtered-section-list'
import { SectionList } from '@/features/hub/section/section-list'
import { usePathState } from '@/features/hub/use-path-state'
import { useReportOpen } from '@/features/hub/opens/use-report-open'
import { isGated } from '@/features/hub/audience/gated-item'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import styles from './category.module.css'

function SubcategoryTrigger({ category }: { category: Category }) {
  return (
    <span className={styles.triggerBody}>
      {category.icon && (
        <span className={styles.triggerIcon}>
          <Image src={category.icon.url} alt="" width={40} height={40} />
        </span>
      )}
      <span className={styles.triggerText}>
        <span className={styles.triggerTitle}>{category.title}</span>
        {category.description && <span className={styles.triggerDescription}>{category.description}</span>}
      </span>
    </span>
  )
}

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
  // Unfolding a subcategory is how the visitor opens it (it has no screen of its own): an open of it.
  const onValueChange = (value: string | null) => {
    setOpen(value)
    if (value !== null) reportOpen('category', Number(value))
  }
  return (
    <Accordion value={open} onValueChange={onValueChange}>
      {subcategories.map((sub) =>
        sub.roadType === 'section' && !isGated(sub) ? (
          <AccordionItem
            key={sub.id}
            value={String(sub.id)}
            className={styles.item}
            triggerClassName={styles.trigger}
            headingLevel={2}
            trigger={<SubcategoryTrigger category={sub} />}
            onToggle={() => impactLight()}
          >
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
          </AccordionItem>
        ) : (
          <CategoryCard key={sub.id} category={sub} onOpen={() => openCategory(sub)} mark={itemMarkOf(sub)} />
        ),
      )}
    </Accordion>
  )
}
