import type { ReactNode } from 'react'
import { ConfirmHost } from '@/features/admin/parts/shell/confirm-host'
import { NoticeRegion } from '@/features/admin/parts/shell/notice-region'
import { RoleWatch } from '@/features/admin/parts/roles/role-watch'

/** What every admin screen shares, mounted once around them: the notices, the confirm dialog, the role's watch. */
export function AdminChrome({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <NoticeRegion />
      <ConfirmHost />
      <RoleWatch />
    </>
  )
}
