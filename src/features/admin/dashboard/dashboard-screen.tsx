import { Link } from '@tanstack/react-router'
import type { CapabilityName } from '@/features/admin/parts/capability/capabilities'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { useAppKey } from '@/session/use-app-key'
import { AsyncButton } from '@/ui/states/async-button'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import type { AdminPath } from '@/features/admin/parts/shell/admin-path'
import { SharingSection } from '@/features/admin/parts/sharing/sharing-section'
import { useDashboardT, type DashboardMessageKey } from './dashboard-messages'
import { IndexLink } from './index-link'
import { useAdminCounts, useFeatureCounts } from './use-admin-counts'
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

/** The screens of calls beyond SPEC 7, after them: a backend without one keeps its row, marked. */
const FEATURE_SCREENS = [
  { key: 'stats', to: '/$appKey/admin/stats', capability: 'stats' },
  { key: 'history', to: '/$appKey/admin/history', capability: 'auditLog' },
] as const satisfies ReadonlyArray<{ key: DashboardMessageKey; to: AdminPath; capability: CapabilityName }>

/** SPEC 2 `admin`: every admin screen with how many items it holds. */
export function DashboardScreen() {
  const t = useDashboardT()
  const appKey = useAppKey()
  const te = useMessages(errorMessages)
  const { counts, error, retry } = useAdminCounts()
  const { opens, entries } = useFeatureCounts()
  const featureCounts = {
    stats: opens === undefined ? undefined : t('statsOpens', { count: opens }),
    history: entries === undefined ? undefined : t('historyEntries', { count: entries }),
  }
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
                <IndexLink to={screen.to} name={t(screen.key)} count={count === undefined ? undefined : t('count', { count })} />
              </li>
            )
          })}
          {FEATURE_SCREENS.map((screen) => (
            <li key={screen.key}>
              <IndexLink to={screen.to} name={t(screen.key)} count={featureCounts[screen.key]} capability={screen.capability} />
            </li>
          ))}
        </ul>
      </nav>
      <SharingSection />
      <Link to="/$appKey" params={{ appKey }} className={styles.toHub}>
        {t('toHub')}
      </Link>
    </AdminPage>
  )
}
