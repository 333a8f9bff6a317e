import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { hubLocation } from '@/session/hub-target'
import { platformAtom } from '@/session/session-atoms'
import { useAppKey } from '@/session/use-app-key'
import { impactLight } from '@/messenger/haptics'
import type * as LinkOpenerModule from './link-opener'
import { linkOpener } from './link-opener-lazy'
import type { HubLink } from './link-target'
import { popupSheetAtom, privateLinkHintAtom } from './overlay-atoms'

type LinkOpener = typeof LinkOpenerModule

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
      const open = ({ openHubLink, openTelegramLink, openExternalLink }: LinkOpener) =>
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
      // Loaded ahead, the link opens in the tap itself; else once its chunk arrives (a chunk that cannot load loses this tap).
      const loaded = linkOpener.current()
      if (loaded) open(loaded)
      else linkOpener.preload().then(open, () => undefined)
    },
    [appKey, platform, navigate, setSheet, bumpHint],
  )
}
