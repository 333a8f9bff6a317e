import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { userAtom } from '@/session/session-atoms'
import { AdminChrome } from './parts/layout/admin-chrome'

interface AdminGuardProps {
  /** What someone who may not enter sees (the route gives the status feature's no-access screen). */
  noAccess: (reason: { signedOut: boolean }) => ReactNode
}

/** SPEC 6: the admin area is for a signed-in admin of this hub; everyone else sees why not. */
export function AdminGuard({ noAccess }: AdminGuardProps) {
  const user = useAtomValue(userAtom)
  if (!user) return noAccess({ signedOut: true })
  if (!user.isAdmin) return noAccess({ signedOut: false })
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  )
}
