import type { ReactNode } from 'react'
import { ConfirmHost } from '@/features/admin/parts/shell/confirm-host'
import { NoticeRegion } from '@/features/admin/parts/shell/notice-region'

/** What every admin screen shares, mounted once around them: the notices and the confirm dialog. */
export function AdminChrome({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <NoticeRegion />
      <ConfirmHost />
    </>
  )
}
