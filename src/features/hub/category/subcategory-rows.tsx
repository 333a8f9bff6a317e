import type { ReactNode } from 'react'
import type { Category } from '@/api/contract/categories'
import { isGated } from '@/features/hub/audience/gated-item'
import { CategoryCard } from '@/parts/cards/category-card'
import { Accordion, AccordionItem } from '@/ui/accordion'
import { Image } from '@/ui/image'
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

interface SubcategoryRowsProps {
  subcategories: readonly Category[]
  /** The open item's id, as a string; null when all are collapsed. */
  open: string | null
  onOpenChange: (value: string | null) => void
  /** What an open item lists (a subcategory with road type section: its sections). */
  panel: (subcategory: Category) => ReactNode
  /** Opens a subcategory that is not an accordion item. */
  onOpen: (subcategory: Category) => void
  markOf: (subcategory: Category) => ReactNode
  onToggle?: () => void
}

/**
 * A category's subcategories as the visitor sees them (SPEC 2): a subcategory with road type
 * section is an accordion item (its sections inside), any other a card that opens like a category.
 * Drawn by the hub's accordion (subcategory-accordion.tsx) and by a category's first paint.
 */
export function SubcategoryRows({ subcategories, open, onOpenChange, panel, onOpen, markOf, onToggle }: SubcategoryRowsProps) {
  return (
    <Accordion value={open} onValueChange={onOpenChange}>
      {subcategories.map((sub) =>
        sub.roadType === 'section' && !isGated(sub) ? (
          <AccordionItem
            key={sub.id}
            value={String(sub.id)}
            className={styles.item}
            triggerClassName={styles.trigger}
            headingLevel={2}
            trigger={<SubcategoryTrigger category={sub} />}
            onToggle={onToggle}
          >
            {panel(sub)}
          </AccordionItem>
        ) : (
          <CategoryCard key={sub.id} category={sub} onOpen={() => onOpen(sub)} mark={markOf(sub)} />
        ),
      )}
    </Accordion>
  )
}
