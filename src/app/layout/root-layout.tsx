import { Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useMessengerBackButton } from '@/app/navigation/messenger-back-button'
import { languageAtom } from '@/session/session-atoms'

/** Around every route: Telegram's back button and the document's language. */
export function RootLayout() {
  const language = useAtomValue(languageAtom)
  useMessengerBackButton()
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return <Outlet />
}
