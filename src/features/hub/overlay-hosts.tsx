import { GatedSheetHost } from './audience/audience-sheet-hosts'
import { MembershipWatchHost } from './audience/membership-watch-host'
import { HomeScreenSuggestion } from './home-screen/home-screen-suggestion'
import { PopupSheetHost } from './popup-sheet/popup-sheet-host'
import { VideoModalHost } from './video/video-modal-host'
import { VisitReport } from './visits/visit-report'

/**
 * Every host of the overlays' chunk, drawn by hub-overlays.tsx once it has loaded: listed here, in
 * the lazy chunk, so a new one costs the first screen nothing.
 */
export function OverlayHosts() {
  return (
    <>
      <PopupSheetHost />
      <VideoModalHost />
      <GatedSheetHost />
      <VisitReport />
      <HomeScreenSuggestion />
      <MembershipWatchHost />
    </>
  )
}
