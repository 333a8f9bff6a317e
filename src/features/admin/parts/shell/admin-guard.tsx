import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { use, type ReactNode } from 'react'
import { isLanguageLoaded, languageLoader } from '@/i18n/language-packs'
import { languageAtom } from '@/session/session-atoms'
import { useHubUser } from '@/session/use-hub-user'
import { AdminChrome } from './admin-chrome'

interface AdminGuardProps {
  /** What someone who may not enter sees (the route gives the status feature's no-access screen). */
  noAccess: (reason: { signedOut: boolean }) => ReactNode
}

const loadOnce = languageLoader()

/** SPEC 6: the admin area is for a signed-in admin of this hub; everyone else sees why not. */
export function AdminGuard({ noAccess }: AdminGuardProps) {
  const user = useHubUser()
  const language = useAtomValue(languageAtom)
  // The parts' English (parts-messages-en.ts) is fetched for English-speaking admins only: the
  // admin waits for it rather than showing Russian first.
  if (user?.isAdmin && !isLanguageLoaded(language)) use(loadOnce(language))
  if (!user) return noAccess({ signedOut: true })
  if (!user.isAdmin) return noAccess({ signedOut: false })
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  )
}
