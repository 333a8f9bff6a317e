import type { Banner } from '@/api/contract/banners'
import { ActionMenu } from '@/features/admin/parts/controls/action-menu'
import { EditIcon, HideIcon, ShowIcon, TrashIcon } from '@/features/admin/parts/controls/icons'
import { useListT } from '@/features/admin/parts/list/list-messages'
import { ListRow, StatusBadge } from '@/features/admin/parts/list/list-row'
import { ScheduleBadge } from '@/features/admin/parts/schedule/schedule-badge'
import { AudienceBadge } from '@/features/admin/parts/audience/audience-badge'
import { OpensCount } from '@/features/admin/parts/stats/opens-count'
import { bannerWords } from './banner-name'
import { useBannersT } from './banners-messages'
import styles from './banners.module.css'

interface BannerRowProps {
  banner: Banner
  /** Opens of each banner over the last 30 days (absent: not counted, see useOpens). */
  opens?: ReadonlyMap<number, number>
  /** Its place in the carousel, from 1. */
  n: number
  editing: boolean
  /** Draws the row for the reorder mode: no menu, nothing to open. */
  ordering?: boolean
  onEdit: () => void
  /** Absent: not offered (a role that may not write banners). */
  onToggle?: (active: boolean) => void
  onDelete?: () => void
}

/** One banner in the list: its picture, what it leads to, hidden or scheduled, and its "⋯" menu. */
export function BannerRow({ banner, opens, n, editing, ordering, onEdit, onToggle, onDelete }: BannerRowProps) {
  const t = useBannersT()
  const tList = useListT()
  const title = bannerWords(banner, n, t).title
  return (
    <ListRow
      leading={<span className={styles.thumb}>{banner.image && <img src={banner.image.url} alt="" className={styles.thumbImage} />}</span>}
      title={title}
      meta={
        !ordering && (
          <>
            <span>{banner.links.length === 0 ? t('noLinks') : t('links', { count: banner.links.length })}</span>
            <OpensCount opens={opens} id={banner.id} />
          </>
        )
      }
      status={
        <>
          {!banner.isActive && <StatusBadge>{tList('list.inactiveBadge')}</StatusBadge>}
          <ScheduleBadge record={banner} />
          <AudienceBadge record={banner} />
        </>
      }
      inactive={!banner.isActive}
      onOpen={ordering ? undefined : onEdit}
      current={editing}
      menu={
        !ordering && (
          <ActionMenu
            label={tList('list.actions', { title })}
            actions={[
              { label: tList('list.edit'), icon: <EditIcon />, onSelect: onEdit },
              onToggle && {
                label: tList(banner.isActive ? 'list.hide' : 'list.show'),
                icon: banner.isActive ? <HideIcon /> : <ShowIcon />,
                onSelect: () => onToggle(!banner.isActive),
              },
              onDelete && { label: t('delete'), icon: <TrashIcon />, danger: true, onSelect: onDelete },
            ]}
          />
        )
      }
    />
  )
}
