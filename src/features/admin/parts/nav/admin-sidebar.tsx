import { Link } from '@tanstack/react-router'
import { useAppKey } from '@/session/use-app-key'
import { OpenIcon } from '@/features/admin/parts/controls/icons'
import { useCapabilities } from '@/features/admin/parts/capability/capabilities'
import { useAdminRole } from '@/features/admin/parts/roles/use-admin-role'
import { groupsFor, type AdminScreen } from './admin-sections'
import { ScreenIconTile } from './nav-icons'
import { useNavT } from './nav-messages'
import styles from './nav.module.css'

/**
 * The admin's sections on a desktop (from 1024 px; AdminChrome loads it there only): the index, the
 * four groups of screens with the current one marked, and the way to the hub.
 */
export default function AdminSidebar() {
  const t = useNavT()
  const appKey = useAppKey()
  const groups = groupsFor(useAdminRole())
  // Screens of calls beyond SPEC 7 that this backend lacks are left out (the index row says why).
  const probed = groups.flatMap((group) =>
    group.screens.flatMap(({ key, capability }: AdminScreen) => (capability ? [{ key, capability }] : [])),
  )
  const states = useCapabilities(probed.map((screen) => screen.capability))
  const missing = new Set(probed.filter((_, index) => states[index] === 'unsupported').map((screen) => screen.key))
  return (
    <nav className={styles.sidebar} aria-label={t('nav')}>
      <Link to="/$appKey/admin" params={{ appKey }} className={styles.home} activeOptions={{ exact: true }}>
        {t('admin')}
      </Link>
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          <h2 className={styles.groupTitle} id={`admin-nav-${group.key}`}>
            {t(group.key)}
          </h2>
          <ul className={styles.items} aria-labelledby={`admin-nav-${group.key}`}>
            {group.screens
              .filter((screen) => !missing.has(screen.key))
              .map((screen) => (
                <li key={screen.key}>
                  <Link to={screen.to} params={{ appKey }} className={styles.item}>
                    <ScreenIconTile icon={screen.key} size={28} />
                    {t(screen.key)}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
      <Link to="/$appKey" params={{ appKey }} className={styles.toHub}>
        <OpenIcon />
        {t('toHub')}
      </Link>
    </nav>
  )
}
