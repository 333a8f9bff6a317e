/**
 * The hub's interaction-only views in one lazy chunk (with the bottom sheet, the modal and the
 * popup's lists): nothing here is needed for a screen's first paint. hub-overlays.tsx loads it
 * when the browser is idle, or at once when one of them is opened first.
 */
export { PopupSheet } from './popup-sheet/popup-sheet'
export { VideoModal } from './video/video-modal'
export { PrivateLinkHintMessage } from './links/private-link-hint-message'
