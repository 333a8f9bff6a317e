import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useLazyModule, whenLoaded } from '@/ui/lazy-module'
import { popupSheetAtom, privateLinkHintAtom, videoAtom } from './links/overlay-atoms'
import { PrivateLinkHint } from './links/private-link-hint'
import { overlayViews } from './overlay-views-lazy'
import { gatedSheetAtom } from './audience/audience-atoms'

/**
 * The popup sheet, video modal and private-link hint of the current screen; cleared when it goes.
 * Their code (hosts included) is not part of the first screen: it loads once the page has loaded
 * and the browser is idle (after the first screen's largest paint), so that a first opening draws
 * at once, or at once when one is opened before that.
 */
export function HubOverlays() {
  const setSheet = useSetAtom(popupSheetAtom)
  const setVideo = useSetAtom(videoAtom)
  const setHint = useSetAtom(privateLinkHintAtom)
  const setGated = useSetAtom(gatedSheetAtom)
  useEffect(
    () => () => {
      setSheet(null)
      setVideo(null)
      setHint(0)
      setGated(null)
    },
    [setSheet, setVideo, setHint, setGated],
  )
  const sheet = useAtomValue(popupSheetAtom)
  const video = useAtomValue(videoAtom)
  const gated = useAtomValue(gatedSheetAtom)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => whenLoaded(() => setLoaded(true)), [])
  const views = useLazyModule(overlayViews, sheet ?? video ?? gated ?? (loaded || null))
  return (
    <>
      {views && <views.OverlayHosts />}
      <PrivateLinkHint />
    </>
  )
}
