import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { hubLocation } from '@/session/hub-target'
import { platformAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import { openExternalLink, openTelegramLink } from '@/messenger/links'
import type { HubLink } from './link-action'
import { openHubLink } from './open-hub-link'
import { popupSheetAtom, privateLinkHintAtom } from './overlay-atoms'

/** Opens the first of a card's links (the hub's rule for categories, materials, banners and buttons). */
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
