import { Link } from '@tanstack/react-router'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { useAppKey } from '@/session/use-app-key'
import { AsyncButton } from '@/ui/states/async-button'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { SharingSection } from '@/features/admin/parts/sharing/sharing-section'
import { useDashboardT, type DashboardMessageKey } from './dashboard-messages'
import { HistoryLink } from './history-link'
import { StatsLink } from './stats-link'
import { useAdminCounts } from './use-admin-counts'
import styles from './dashboard.module.css'

type CountKey = keyof ReturnType<typeof useAdminCounts>['counts']

/** The admin screens of SPEC 2, in the order an admin builds a hub. */
const ADMIN_SCREENS = [
  { key: 'categories', to: '/$appKey/admin/category' },
  { key: 'materials', to: '/$appKey/admin/materials' },
  { key: 'popups', to: '/$appKey/admin/popup' },
  { key: 'banner', to: '/$appKey/admin/banner' },
  { key: 'floatingButton', to: '/$appKey/admin/floatting-button' },
  { key: 'theme', to: '/$appKey/admin/theme' },
  { key: 'icons', to: '/$appKey/admin/icons' },
  { key: 'accessUsers', to: '/$appKey/admin/access-users' },
  { key: 'logs', to: '/$appKey/admin/logs' },
] as const satisfies ReadonlyArray<{ key: CountKey & DashboardMessageKey; to: AdminPath }>

/** SPEC 2 `admin`: every admin screen with how many items it holds. */
export function DashboardScreen() {
  const t = useDashboardT()
  const appKey = useAppKey()
  const te = useMessages(errorMessages)
  const { counts, error, retry } = useAdminCounts()
  return (
    <AdminPage title={t('title')} busy={Object.values(counts).some((entry) => entry.isPending)}>
      {error && (
        // The screens stay reachable when a count fails: say so above them instead of replacing them.
        <div role="alert" className={styles.countsFailed}>
          <p>{t('countsFailed', { reason: te(errorMessageKey(error)) })}</p>
          <AsyncButton variant="secondary" onClick={retry}>
            {t('retry')}
          </AsyncButton>
        </div>
      )}
      <nav aria-label={t('screens')}>
        <ul className={styles.list}>
          {ADMIN_SCREENS.map((screen) => {
            const { count } = counts[screen.key]
            return (
              <li key={screen.key}>
                <Link to={screen.to} params={{ appKey }} className={styles.link}>
                  <span className={styles.name}>{t(screen.key)}</span>
                  <span className={styles.count}>{count === undefined ? t('countUnknown') : t('count', { count })}</span>
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            )
          })}
          <li>
            <StatsLink />
          </li>
          <li>
            <HistoryLink />
          </li>
        </ul>
      </nav>
      <SharingSection />
      <Link to="/$appKey" params={{ appKey }} className={styles.toHub}>
        {t('toHub')}
      </Link>
    </AdminPage>
  )
}
