/**
 * The hub's interaction-only views in one lazy chunk (with the bottom sheet, the modal and the
 * popup's lists, and the hosts that draw them from their atoms): nothing here is needed for a
 * screen's first paint. hub-overlays.tsx loads it once the page has loaded, or at once when one of
 * them is opened first.
 */
export { OverlayHosts } from './overlay-hosts'
export { PrivateLinkHintMessage } from './links/private-link-hint-message'
