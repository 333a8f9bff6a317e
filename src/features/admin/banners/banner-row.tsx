import type { Banner } from '@/api/contract/banners'
import { Switch } from '@/features/admin/parts/field-frame/switch-field'
import { ScheduleBadge } from '@/features/admin/parts/schedule/schedule-badge'
import { OpensCount } from '@/features/admin/parts/stats/opens-count'
import { useBannersT } from './banners-messages'
import styles from './banners.module.css'

interface BannerRowProps {
  banner: Banner
  /** Opens of each banner over the last 30 days (absent: not counted, see useOpens). */
  opens?: ReadonlyMap<number, number>
  /** Its place in the carousel, from 1. */
  n: number
  editing: boolean
  onEdit: () => void
  onToggle: (active: boolean) => void
  onDelete: () => void
}

/** One banner in the order list: its picture, what it leads to, shown or not, edit and delete. */
export function BannerRow({ banner, opens, n, editing, onEdit, onToggle, onDelete }: BannerRowProps) {
  const t = useBannersT()
  const meta = [banner.links.length === 0 ? t('noLinks') : t('links', { count: banner.links.length }), !banner.isActive && t('hidden')]
    .filter(Boolean)
    .join(' · ')
  return (
    <div className={[styles.row, editing && styles.editing].filter(Boolean).join(' ')}>
      <span className={styles.thumb}>{banner.image ? <img src={banner.image.url} alt="" className={styles.thumbImage} /> : null}</span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{t('item', { n })}</span>
        <span className={styles.rowMeta}>
          {meta} <ScheduleBadge record={banner} /> <OpensCount opens={opens} id={banner.id} />
        </span>
      </span>
      <Switch checked={banner.isActive} onChange={onToggle} label={t('active', { n })} />
      <button type="button" className={styles.rowButton} onClick={onEdit} aria-label={t('editItem', { n })} aria-pressed={editing}>
        {t('edit')}
      </button>
      <button type="button" className={`${styles.rowButton} ${styles.danger}`} onClick={onDelete} aria-label={t('deleteItem', { n })}>
        {t('delete')}
      </button>
    </div>
  )
}
