import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useAdminSettingsButton } from '@/app/navigation/admin-settings-button'
import { useMessengerBackButton } from '@/app/navigation/messenger-back-button'
import { languageAtom } from '@/session/session-atoms'

/** Around every route: Telegram's back and settings buttons and the document's language. */
export function RootLayout() {
  const language = useAtomValue(languageAtom)
  useMessengerBackButton()
  useAdminSettingsButton()
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return <Outlet />
}
