import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Stats, StatsItem } from '@/api/contract/stats'
import { useAppKey } from '@/session/use-app-key'
import buttons from '@/ui/button.module.css'
import { downloadText, statsCsv, type CsvLabels } from './stats-csv'
import { FigureList } from './figure-list'
import { useSourcesT } from './sources-messages'
import { useStatsT } from './stats-messages'
import styles from './stats.module.css'

type StatsT = ReturnType<typeof useStatsT>

/** An item's name as every part of the screen (and its CSV) writes it: banners have no title of their own. */
function itemName(item: StatsItem, t: StatsT): string {
  return item.title ?? (item.target === 'banner' ? t('bannerTitle', { id: item.id }) : t('untitled', { id: item.id }))
}

/**
 * The items of a range by opens (linked to where each is edited), with their shares and the visits
 * their links brought where the backend counts them (issue 26); the list, and the sources, as CSV.
 */
export function StatsItems({ stats, sources }: { stats: Stats; sources?: CsvLabels['sources'] }) {
  const t = useStatsT()
  const ts = useSourcesT()
  const appKey = useAppKey()
  const titleId = useId()
  const kindOf = (item: StatsItem) => t(`target.${item.target}`)
  const withShares = stats.items.some((item) => item.shares !== undefined)
  const sharesOf = (item: StatsItem) => [item.shares ?? 0, item.visits ?? 0]
  const figureLabels = [t('opens'), t('visitors'), ...(withShares ? [ts('shares'), ts('arrivals')] : [])]
  const exportCsv = () =>
    downloadText(
      statsCsv(
        stats,
        {
          header: [t('kind'), 'ID', t('csvTitle'), t('csvDeleted'), t('opens'), t('visitors')],
          kindOf,
          nameOf: (item) => itemName(item, t),
          ...(withShares ? { shares: { header: [ts('shares'), ts('arrivals')], valuesOf: sharesOf } } : {}),
          ...(sources ? { sources } : {}),
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
      <FigureList
        labelledBy={titleId}
        level={3}
        nameLabel={t('item')}
        kindLabel={t('kind')}
        figureLabels={figureLabels}
        rows={stats.items.map((item) => ({
          key: `${item.target}-${String(item.id)}`,
          name: <ItemTitle item={item} />,
          kind: kindOf(item),
          figures: [item.opens, item.visitors, ...(withShares ? sharesOf(item) : [])],
        }))}
      />
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
