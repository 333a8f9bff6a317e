import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { popupSheetAtom, privateLinkHintAtom, videoAtom } from './links/overlay-atoms'
import { PrivateLinkHint } from './links/private-link-hint'
import { PopupSheetHost } from './popup-sheet/popup-sheet-host'
import { VideoModalHost } from './video/video-modal-host'

/** The popup sheet, video modal and private-link hint of the current screen; cleared when it goes. */
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
  return (
    <>
      <PopupSheetHost />
      <VideoModalHost />
      <PrivateLinkHint />
    </>
  )
}
