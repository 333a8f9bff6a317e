import { useStatsPartT } from './stats-part-messages'
import styles from './opens.module.css'

/** A row's opens over the last 30 days ("12 opens"); nothing when the list has no counts (see useOpens). */
export function OpensCount({ opens, id }: { opens: ReadonlyMap<number, number> | undefined; id: number }) {
  const t = useStatsPartT()
  if (!opens) return null
  const count = opens.get(id) ?? 0
  return (
    <span className={styles.opens} title={t('opensTitle')}>
      {t('opens', { count })}
    </span>
  )
}
