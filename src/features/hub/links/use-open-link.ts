import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { hubLocation } from '@/session/hub-location'
import { platformAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { openExternalLink, openTelegramLink } from '@/messenger/links'
import type { HubLink } from './link-target'
import { openHubLink } from './open-hub-link'
import { popupSheetAtom, privateLinkHintAtom } from './overlay-atoms'

/**
 * Opens the first of a card's links (the hub's rule for categories, materials, banners and buttons).
 * Synchronously, inside the tap: `window.open` and Telegram's bridge need the tap's user activation,
 * which an `await` (a lazily loaded opener, as before issue 29) loses, and popup blockers (iOS Safari's
 * above all) then refuse the new tab. So the opener is part of the first screen's code, and nothing
 * here may wait: tests/ui/hub/link-opener.test.tsx fails if it does.
 */
export function useOpenLink() {
  const navigate = useNavigate()
  const appKey = useAppKey()
  const platform = useAtomValue(platformAtom)
  const setSheet = useSetAtom(popupSheetAtom)
  const bumpHint = useSetAtom(privateLinkHintAtom)

  return useCallback(
    (links: readonly HubLink[] | undefined) => {
      impactLight()
      openHubLink(links?.[0], {
        platform,
        navigate: (target) => {
          setSheet((sheet) => (sheet ? { ...sheet, open: false } : sheet))
          void navigate(hubLocation(target, appKey))
        },
        openPopup: (popup) => setSheet({ popup, open: true }),
        openTelegramLink,
        openExternalLink,
        showPrivateLinkHint: () => bumpHint((n) => n + 1),
      })
    },
    [appKey, platform, navigate, setSheet, bumpHint],
  )
}
