import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useTelegramSettingsButton } from '@/messenger/settings-button'
import { userAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'

/** Inside Telegram, an admin of this hub finds the admin behind Telegram's settings button. */
export function useAdminSettingsButton(): void {
  const router = useRouter()
  const appKey = useAppKey()
  const user = useAtomValue(userAtom)
  useTelegramSettingsButton(Boolean(user?.isAdmin && appKey), () => {
    void router.navigate({ to: '/$appKey/admin', params: { appKey } })
  })
}
