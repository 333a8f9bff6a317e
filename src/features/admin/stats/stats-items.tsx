import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Stats, StatsItem } from '@/api/contract/stats'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { downloadText, statsCsv } from './stats-csv'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

type StatsT = ReturnType<typeof useStatsT>

/** An item's name as every part of the screen (and its CSV) writes it: banners have no title of their own. */
function itemName(item: StatsItem, t: StatsT): string {
  return item.title ?? (item.target === 'banner' ? t('bannerTitle', { id: item.id }) : t('untitled', { id: item.id }))
}

/** The items of a range by opens (linked to where each is edited): cards on a phone, columns with room; the list as CSV. */
export function StatsItems({ stats }: { stats: Stats }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const titleId = useId()
  const kindOf = (item: StatsItem) => t(`target.${item.target}`)
  const exportCsv = () =>
    downloadText(
      statsCsv(
        stats,
        {
          header: [t('kind'), 'ID', t('csvTitle'), t('csvDeleted'), t('opens'), t('visitors')],
          kindOf,
          nameOf: (item) => itemName(item, t),
        },
        { separator: t('csvSeparator') === ',' ? ',' : ';', yes: t('csvYes'), no: t('csvNo') },
      ),
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
      <div className={styles.itemsBox}>
        <div className={styles.table}>
          <div className={styles.itemsHead} aria-hidden="true">
            <span>{t('item')}</span>
            <span>{t('kind')}</span>
            <span className={styles.number}>{t('opens')}</span>
            <span className={styles.number}>{t('visitors')}</span>
          </div>
          <ol className={styles.items} aria-labelledby={titleId}>
            {stats.items.map((item) => (
              <li key={`${item.target}-${String(item.id)}`} className={styles.item}>
                <h3 className={styles.itemName}>
                  <ItemTitle item={item} />
                </h3>
                <span className={styles.itemKind}>{kindOf(item)}</span>
                <dl className={styles.figures}>
                  <div className={`${styles.figure} ${styles.number}`}>
                    <dt>{t('opens')}</dt>
                    <dd>{item.opens}</dd>
                  </div>
                  <div className={`${styles.figure} ${styles.number}`}>
                    <dt>{t('visitors')}</dt>
                    <dd>{item.visitors}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}

/** An item's name, linked to where it is edited; a deleted one is marked and not linked. */
function ItemTitle({ item }: { item: StatsItem }) {
  const t = useStatsT()
  const appKey = useAppKey()
  const title = itemName(item, t)
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
