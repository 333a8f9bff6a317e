import { Link } from '@tanstack/react-router'
import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { Switch } from '@/features/admin/parts/field-frame/switch-field'
import { ScheduleBadge } from '@/features/admin/parts/schedule/schedule-badge'
import { OpensCount } from '@/features/admin/parts/stats/opens-count'
import { useOpens } from '@/features/admin/parts/stats/use-opens'
import { useCategoriesListT } from './categories-list-messages'
import { useCategoriesT } from './categories-messages'
import styles from './categories.module.css'

interface CategoryRowProps {
  category: Category
  /** Shown instead of the road type while searching: where the category sits. */
  path?: string
  active: boolean
  toggling: boolean
  onToggle: (isActive: boolean) => void
  onDelete: () => void
}

/** One category in the list: its icon, title and road type, the active switch, edit and delete. */
export function CategoryRow({ category, path, active, toggling, onToggle, onDelete }: CategoryRowProps) {
  const t = useCategoriesListT()
  const tRoad = useCategoriesT()
  const appKey = useAppKey()
  // One stats read for the whole list (every row asks for the same one).
  const opens = useOpens('category')
  const { title } = category
  return (
    <div className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.thumb} aria-hidden="true">
          {category.icon ? <img src={category.icon.url} alt="" /> : category.image ? <img src={category.image.url} alt="" /> : null}
        </span>
        <span className={styles.rowText}>
          <Link
            to="/$appKey/admin/category/edit/$id"
            params={{ appKey, id: category.id }}
            className={styles.rowTitle}
            aria-label={t('list.editItem', { title })}
          >
            {title}
          </Link>
          <span className={styles.rowMeta}>
            {path ?? tRoad(`road.${category.roadType}`)}
            {!active && <span className={styles.badge}>{t('list.inactive')}</span>}
            <ScheduleBadge record={category} />
            <OpensCount opens={opens} id={category.id} />
          </span>
        </span>
      </span>
      <span className={styles.rowActions}>
        <Switch checked={active} disabled={toggling} label={t('list.active', { title })} onChange={onToggle} />
        <button
          type="button"
          className={styles.iconButton}
          onClick={onDelete}
          aria-label={t('list.deleteItem', { title })}
          title={t('list.delete')}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 18 18"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M3 5h12M7 5V3.5h4V5M5 5l.8 10h6.4L13 5" />
          </svg>
        </button>
      </span>
    </div>
  )
}
