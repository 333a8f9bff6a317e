import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useAdminSettingsButton } from '@/app/navigation/admin-settings-button'
import { useMessengerBackButton, useScreenBack } from '@/app/navigation/messenger-back-button'
import { isInTelegram } from '@/messenger/bridge'
import { languageAtom } from '@/session/session-atoms'
import { BackActionProvider } from '@/ui/back-control'

/**
 * Around every route: Telegram's back and settings buttons and the document's language. Outside
 * Telegram, where its back button does not exist, inner screens get the same back action for
 * their header's control.
 */
export function RootLayout() {
  const language = useAtomValue(languageAtom)
  useMessengerBackButton()
  useAdminSettingsButton()
  const screenBack = useScreenBack()
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return (
    <BackActionProvider action={isInTelegram() ? null : screenBack}>
      <Outlet />
    </BackActionProvider>
  )
}
