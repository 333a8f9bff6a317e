import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '@/app/session-atoms'
import { NoAccessScreen } from '@/features/status/no-access-screen'

/** SPEC 6: the admin area is for a signed-in admin of this hub; everyone else sees why not. */
export function AdminGuard() {
  const user = useAtomValue(userAtom)
  if (!user) return <NoAccessScreen signedOut />
  if (!user.isAdmin) return <NoAccessScreen signedOut={false} />
  return <Outlet />
}
