import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Stats, StatsItem } from '@/api/contract/stats'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { downloadText, statsCsv } from './stats-csv'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

/** The items of a range by opens (linked to where each is edited), and the table as CSV. */
export function StatsItems({ stats }: { stats: Stats }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const titleId = useId()
  const targetName = (target: string) => t(`target.${target as StatsItem['target']}`)
  const exportCsv = () =>
    downloadText(
      statsCsv(stats, [t('kind'), 'ID', t('csvTitle'), t('csvDeleted'), t('opens'), t('visitors')], targetName),
      `${t('exportFile')}-${appKey}-${stats.from}-${stats.to}.csv`,
    )
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.itemsHeader}>
        <h2 id={titleId} className={styles.heading}>
          {t('items')}
        </h2>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={exportCsv}>
          {t('export')}
        </button>
      </div>
      <div className={styles.tableBox}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('kind')}</th>
              <th scope="col" className={styles.number}>
                {t('opens')}
              </th>
              <th scope="col" className={styles.number}>
                {t('visitors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.items.map((item) => (
              <tr key={`${item.target}-${String(item.id)}`}>
                <th scope="row" className={styles.itemTitle}>
                  <ItemTitle item={item} />
                </th>
                <td>{targetName(item.target)}</td>
                <td className={styles.number}>{item.opens}</td>
                <td className={styles.number}>{item.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** An item's name, linked to where it is edited; a deleted one is marked and not linked. */
function ItemTitle({ item }: { item: StatsItem }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const title = item.title ?? (item.target === 'banner' ? t('bannerTitle', { id: item.id }) : t('untitled', { id: item.id }))
  if (item.deleted) {
    return (
      <span className={styles.deleted}>
        {title} <span className={styles.deletedBadge}>{t('deleted')}</span>
      </span>
    )
  }
  switch (item.target) {
    case 'category':
      return (
        <Link to="/$appKey/admin/category/edit/$id" params={{ appKey, id: item.id }}>
          {title}
        </Link>
      )
    case 'material':
      return (
        <Link to="/$appKey/admin/materials/edit/$id" params={{ appKey, id: item.id }}>
          {title}
        </Link>
      )
    case 'banner':
      return (
        <Link to="/$appKey/admin/banner" params={{ appKey }}>
          {title}
        </Link>
      )
    case 'section':
    case 'button':
    case 'local_link':
      // Edited inside their category or popup: no screen of their own.
      return <>{title}</>
  }
}
