import type { Category } from '@/api/contract/categories'
import { CategoryCard } from '@/parts/cards/category-card'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import styles from './categories.module.css'
import { useOpenCategory } from './use-open-category'

/** Categories in their order; each opens by its road type. The first few images load eagerly. */
export function CategoryList({
  categories,
  label,
  eagerCount = 2,
}: {
  categories: readonly Category[]
  label?: string
  eagerCount?: number
}) {
  const openCategory = useOpenCategory()
  return (
    <ul className={styles.list} aria-label={label}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard
            category={category}
            onOpen={() => openCategory(category)}
            priority={index < eagerCount}
            mark={itemMarkOf(category)}
          />
        </li>
      ))}
    </ul>
  )
}
