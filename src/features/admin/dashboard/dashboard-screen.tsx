import { useEffect } from 'react'
import { errorMessageKey, errorMessages } from '@/i18n/error-messages'
import { useMessages } from '@/i18n/use-t'
import { AsyncButton } from '@/ui/states/async-button'
import { groupsFor, type AdminScreen } from '@/features/admin/parts/nav/admin-sections'
import { useNavT } from '@/features/admin/parts/nav/nav-messages'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { SharingSection } from '@/features/admin/parts/sharing/sharing-section'
import { ReadOnlyFields } from '@/features/admin/parts/roles/read-only'
import { useRelearnRole } from '@/features/admin/parts/role-check/role-check'
import { useAdminRole, useRoleAllows } from '@/features/admin/parts/roles/use-admin-role'
import { useHubUser } from '@/session/use-hub-user'
import { RoleSummary } from './role-summary'
import { useDashboardT } from './dashboard-messages'
import { HubCard } from './hub-card'
import { IndexLink } from './index-link'
import { useAdminCounts, useFeatureCounts, type CountKey } from './use-admin-counts'
import styles from './dashboard.module.css'

const counted = (key: string): key is CountKey =>
  key === 'categories' ||
  key === 'materials' ||
  key === 'popups' ||
  key === 'banner' ||
  key === 'icons' ||
  key === 'accessUsers' ||
  key === 'logs'

/**
 * SPEC 2 `admin` (issue 30): the hub card first (its link, Copy, QR, Open), then the screens in four
 * groups (Content, Look, Analytics, Settings), each with its icon and how many items it holds where
 * a count says something. The same groups are the desktop sidebar (parts/nav).
 */
export function DashboardScreen() {
  const t = useDashboardT()
  const tn = useNavT()
  const te = useMessages(errorMessages)
  const owner = useRoleAllows('owner')
  const role = useAdminRole()
  const { counts, error, retry } = useAdminCounts({ owner })
  const { opens, entries } = useFeatureCounts()
  // Issue 28: the index asks for the admin's current role as it opens (a role raised since sign-in shows here).
  const relearn = useRelearnRole()
  useEffect(() => void relearn(), [relearn])
  const featureCounts = {
    stats: opens === undefined ? undefined : t('statsOpens', { count: opens }),
    history: entries === undefined ? undefined : t('historyEntries', { count: entries }),
  }
  return (
    <AdminPage title={t('title')} busy={Object.entries(counts).some(([key, entry]) => entry.isPending && (owner || key !== 'accessUsers'))}>
      {useHubUser()?.role && <RoleSummary role={role} />}
      {error && (
        // The screens stay reachable when a count fails: say so above them instead of replacing them.
        <div role="alert" className={styles.countsFailed}>
          <p>{t('countsFailed', { reason: te(errorMessageKey(error)) })}</p>
          <AsyncButton variant="tinted" onClick={retry}>
            {t('retry')}
          </AsyncButton>
        </div>
      )}
      <HubCard />
      <nav aria-label={t('screens')} className={styles.groups}>
        {groupsFor(role).map((group) => (
          <section key={group.key} className={styles.group} aria-labelledby={`admin-group-${group.key}`}>
            <h2 id={`admin-group-${group.key}`} className={styles.groupTitle}>
              {tn(group.key)}
            </h2>
            <ul className={styles.list}>
              {group.screens.map((screen: AdminScreen) => {
                // The screens of calls beyond SPEC 7: a backend without one keeps its row, marked (the capability probe).
                if (screen.key === 'stats' || screen.key === 'history') {
                  return (
                    <li key={screen.key}>
                      <IndexLink
                        to={screen.to}
                        name={tn(screen.key)}
                        icon={screen.key}
                        count={featureCounts[screen.key]}
                        capability={screen.capability}
                      />
                    </li>
                  )
                }
                const count = counted(screen.key) ? counts[screen.key].count : null
                return (
                  <li key={screen.key}>
                    <IndexLink
                      to={screen.to}
                      name={tn(screen.key)}
                      icon={screen.key}
                      count={count === null ? null : count === undefined ? undefined : t('count', { count })}
                      capability={screen.capability}
                    />
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
      {/* The hub's settings are the owner's: other roles see them, unchangeable. */}
      {owner ? (
        <SharingSection />
      ) : (
        <ReadOnlyFields>
          <SharingSection />
        </ReadOnlyFields>
      )}
    </AdminPage>
  )
}
