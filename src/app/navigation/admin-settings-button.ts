import { useRouter } from '@tanstack/react-router'
import { useTelegramSettingsButton } from '@/messenger/settings-button'
import { useHubUser } from '@/session/use-hub-user'
import { useAppKey } from '@/session/use-app-key'

/** Inside Telegram, an admin of this hub finds the admin behind Telegram's settings button. */
export function useAdminSettingsButton(): void {
  const router = useRouter()
  const appKey = useAppKey()
  const user = useHubUser()
  useTelegramSettingsButton(Boolean(user?.isAdmin && appKey), () => {
    void router.navigate({ to: '/$appKey/admin', params: { appKey } })
  })
}
