import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { useCapabilities, type CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { UnsupportedNotice } from '@/features/admin/parts/capability/unsupported-notice'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { useDashboardT } from './dashboard-messages'
import styles from './dashboard.module.css'

interface IndexLinkProps {
  to: AdminPath
  name: string
  /** What the screen holds ("12", "40 opens in 30 days"); undefined while not known. */
  count: string | undefined
  /** The screen of a call beyond SPEC 7: a backend without it keeps the row, marked and not a link, saying why. */
  capability?: CapabilityName
}

/** One row of the admin index: a screen, with what it holds. */
export function IndexLink({ to, name, count, capability }: IndexLinkProps) {
  const t = useDashboardT()
  const appKey = useAppKey()
  const [state] = useCapabilities(capability ? [capability] : [])
  if (capability && state === 'unsupported') {
    return (
      <div className={`${styles.link} ${styles.unavailable}`}>
        <span className={styles.name}>{name}</span>
        <UnsupportedNotice capability={capability} variant="short" className={styles.count} />
      </div>
    )
  }
  return (
    <Link to={to} params={{ appKey }} className={styles.link}>
      <span className={styles.name}>{name}</span>
      <span className={styles.count}>{count ?? t('countUnknown')}</span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  )
}
