import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { whenIntent } from '@/ui/lazy-module'
import { popupSheetAtom, privateLinkHintAtom, videoAtom } from './links/overlay-atoms'
import { PrivateLinkHint } from './links/private-link-hint'
import { linkOpener } from './links/link-opener-lazy'
import { overlayViews } from './overlay-views-lazy'
import { PopupSheetHost } from './popup-sheet/popup-sheet-host'
import { VideoModalHost } from './video/video-modal-host'

/**
 * The popup sheet, video modal and private-link hint of the current screen; cleared when it goes.
 * Their code is not part of the first screen. HubScreen prefetches it into the browser's cache
 * once the screen's reads are in; it is loaded (run, its styles applied) after the visitor's first
 * touch, click or key press, or at once when one opens. Not loaded on idle after the first screen:
 * appending its dozen chunk and style links was the largest task left after Home painted
 * (Lighthouse, 5 runs: TBT 167 -> 90 ms without it).
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
  useEffect(
    () =>
      whenIntent(() => {
        overlayViews.preload().catch(() => undefined)
        linkOpener.preload().catch(() => undefined)
      }),
    [],
  )
  return (
    <>
      <PopupSheetHost />
      <VideoModalHost />
      <PrivateLinkHint />
    </>
  )
}
