import type { Category } from '@/api/contract/categories'
import { useAppKey } from '@/session/use-app-key'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { EditIcon, HideIcon, PlusIcon, ShowIcon, TrashIcon } from '@/features/admin/parts/controls/icons'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { ListRow, StatusBadge } from '@/features/admin/parts/list/list-row'
import { useMayCall } from '@/features/admin/parts/role-check/may-call'
import { usePartsT } from '@/features/admin/parts/shell/parts-messages'
import { ScheduleBadge } from '@/features/admin/parts/schedule/schedule-badge'
import { AudienceBadge } from '@/features/admin/parts/audience/audience-badge'
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
  /** Draws the row for the reorder mode: no link, no menu. */
  ordering?: boolean
  onToggle?: (isActive: boolean) => void
  onDelete?: () => void
}

/** One category in the list: its icon, title, road type and opens, hidden or scheduled, and its "⋯" menu. */
export function CategoryRow({ category, path, active, ordering, onToggle, onDelete }: CategoryRowProps) {
  const t = useCategoriesListT()
  const tList = useListT()
  const tParts = usePartsT()
  const tRoad = useCategoriesT()
  const appKey = useAppKey()
  // One stats read for the whole list (every row asks for the same one).
  const opens = useOpens('category')
  // Issue 28: each action only for a role its operation allows (an analyst's menu keeps "Edit", which opens read-only).
  const mayCreate = useMayCall('admin.categories.create')
  const mayUpdate = useMayCall('admin.categories.update')
  const mayDelete = useMayCall('admin.categories.delete')
  const { title, id } = category
  const picture = category.icon ?? category.image
  const edit = { to: '/$appKey/admin/category/edit/$id', params: { appKey, id } } as const
  return (
    <ListRow
      leading={<span className={styles.thumb}>{picture && <img src={picture.url} alt="" />}</span>}
      title={title}
      meta={
        !ordering && (
          <>
            <span>{path ?? tRoad(`road.${category.roadType}`)}</span>
            <OpensCount opens={opens} id={id} />
          </>
        )
      }
      status={
        <>
          {!active && <StatusBadge>{tList('list.inactiveBadge')}</StatusBadge>}
          <ScheduleBadge record={category} />
          <AudienceBadge record={category} />
        </>
      }
      inactive={!active}
      link={ordering ? undefined : edit}
      menu={
        !ordering && (
          <ActionMenu
            label={tList('list.actions', { title })}
            actions={[
              { label: tList('list.edit'), icon: <EditIcon />, link: edit },
              mayCreate &&
                category.roadType === 'subcategories' && {
                  label: t('list.addChild'),
                  icon: <PlusIcon />,
                  link: { to: '/$appKey/admin/category/create', params: { appKey }, search: { parentId: id } },
                },
              mayUpdate &&
                onToggle && {
                  label: tList(active ? 'list.hide' : 'list.show'),
                  icon: active ? <HideIcon /> : <ShowIcon />,
                  onSelect: () => onToggle(!active),
                },
              mayDelete && onDelete && { label: tParts('list.delete'), icon: <TrashIcon />, danger: true, onSelect: onDelete },
            ]}
          />
        )
      }
    />
  )
}
