/**
 * The hub's interaction-only views in one lazy chunk (with the bottom sheet, the modal and the
 * popup's lists, and the hosts that draw them from their atoms): nothing here is needed for a
 * screen's first paint. hub-overlays.tsx loads it once the page has loaded, or at once when one of
 * them is opened first.
 */
export { PopupSheetHost } from './popup-sheet/popup-sheet-host'
export { VideoModalHost } from './video/video-modal-host'
export { PrivateLinkHintMessage } from './links/private-link-hint-message'
export { VisitReport } from './visits/visit-report'
export { HomeScreenSuggestion } from './home-screen/home-screen-suggestion'
export { GatedSheetHost } from './audience/audience-sheet-hosts'
export { MembershipWatchHost } from './audience/membership-watch-host'
