import type { Category } from '@/api/contract/categories'
import { NoMatchState } from '@/features/admin/parts/list/no-match-state'
import { useCategoriesListT } from './categories-list-messages'
import { useCategoriesT } from './categories-messages'
import { CategoryRow } from './category-row'
import { useToggleCategory } from './use-category-mutations'
import styles from './categories.module.css'

interface CategoryMatchesProps {
  categories: readonly Category[]
  search: string
  /** Only these (a schedule filter's answer), when given. */
  only?: ReadonlySet<number>
  onDelete: (category: Category) => void
  onClear: () => void
}

/** A search's matches as a flat list, each with where it sits (reordering is done on the whole tree). */
export function CategoryMatches({ categories, search, only, onDelete, onClear }: CategoryMatchesProps) {
  const t = useCategoriesListT()
  const tRoad = useCategoriesT()
  const { toggle, pendingId, pendingActive } = useToggleCategory()
  const needle = search.toLocaleLowerCase()
  const matches = categories.filter((category) => (!only || only.has(category.id)) && category.title.toLocaleLowerCase().includes(needle))
  const byId = new Map(categories.map((category) => [category.id, category]))
  const pathOf = (category: Category) => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId)
    return parent ? `${parent.title} › ${tRoad(`road.${category.roadType}`)}` : tRoad(`road.${category.roadType}`)
  }
  if (matches.length === 0) {
    return (
      <NoMatchState
        message={search ? t('list.noMatchText', { search }) : t('list.noScheduleMatch')}
        clearLabel={only ? undefined : t('list.clear')}
        onClear={onClear}
      />
    )
  }
  return (
    <>
      <p className={styles.hint} aria-live="polite">
        {t('list.found', { count: matches.length })}
      </p>
      <ul className={styles.tree} aria-label={t('list.found', { count: matches.length })}>
        {matches.map((category) => {
          const toggling = pendingId === category.id
          return (
            <li key={category.id} className={styles.node}>
              <CategoryRow
                category={category}
                path={pathOf(category)}
                active={toggling && pendingActive !== undefined ? pendingActive : category.isActive}
                onToggle={toggling ? undefined : (isActive) => void toggle(category, isActive)}
                onDelete={() => onDelete(category)}
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
