import { useIsFetching } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { whenIdle } from '@/ui/lazy-module'
import { popupSheetAtom, privateLinkHintAtom, videoAtom } from './links/overlay-atoms'
import { PrivateLinkHint } from './links/private-link-hint'
import { overlayViews } from './overlay-module'
import { PopupSheetHost } from './popup-sheet/popup-sheet-host'
import { VideoModalHost } from './video/video-modal-host'

/**
 * The popup sheet, video modal and private-link hint of the current screen; cleared when it goes.
 * Their code is not part of the first screen: it is fetched once the screen's data is in and the
 * browser is idle, so that opening one stays instant (or at once, if one is opened before that).
 */
export function HubOverlays() {
  const setSheet = useSetAtom(popupSheetAtom)
  const setVideo = useSetAtom(videoAtom)
  const setHint = useSetAtom(privateLinkHintAtom)
  useEffect(
    () => () => {
      setSheet(null)
      setVideo(null)
      setHint(0)
    },
    [setSheet, setVideo, setHint],
  )
  // Fetched ahead once the screen has its data and the browser is idle, so it never competes with the first screen.
  const fetching = useIsFetching()
  useEffect(() => (fetching > 0 ? undefined : whenIdle(() => void overlayViews.preload().catch(() => undefined))), [fetching])
  return (
    <>
      <PopupSheetHost />
      <VideoModalHost />
      <PrivateLinkHint />
    </>
  )
}
