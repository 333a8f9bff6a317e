import { lazy, Suspense, type ReactNode } from 'react'
import { useMediaQuery } from '@/ui/use-media-query'
import { ConfirmHost } from '@/features/admin/parts/shell/confirm-host'
import { NoticeRegion } from '@/features/admin/parts/shell/notice-region'
import { RoleWatch } from '@/features/admin/parts/roles/role-watch'
import styles from './layout.module.css'

/** The sections' sidebar: fetched only where it shows (a desktop), out of every phone's first load. */
const AdminSidebar = lazy(() => import('@/features/admin/parts/nav/admin-sidebar'))

/** Where the admin uses the width: the sidebar of sections beside every screen. */
const WIDE_ADMIN = '(min-width: 1024px)'

/** What every admin screen shares, mounted once around them: the desktop sidebar, the notices, the confirm dialog and the role's watch. */
export function AdminChrome({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_ADMIN)
  return (
    <div className={styles.shell}>
      {wide && (
        <aside className={styles.sidebar}>
          <Suspense fallback={null}>
            <AdminSidebar />
          </Suspense>
        </aside>
      )}
      {children}
      <NoticeRegion />
      <ConfirmHost />
      <RoleWatch />
    </div>
  )
}
