import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import type { Language } from '@/session/session-atoms'
import { AdminChrome } from '@/features/admin/parts/shell/admin-chrome'
import { renderWithSession } from '../support/render-with-session'

export { API } from '../support/render-with-session'
export { seedWith } from '../support/mock-api-server'

/** The admin layout's part the screens need: the chrome (notices, confirm dialog) around the route. */
function AdminLayout() {
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  )
}

/**
 * `screen` at `path` inside the admin's chrome, signed in as admin 1 of `demo`. Every other path
 * under `/$appKey` renders a plain "Elsewhere" page, so navigating away (back links, after saving)
 * can be seen.
 */
export const renderAdmin = (
  path: string,
  screen: () => ReactNode,
  options: { role?: AdminRoleName; launchData?: boolean; language?: Language } = {},
) => renderWithSession({ path, user: 1, element: screen, layout: AdminLayout, ...options })
