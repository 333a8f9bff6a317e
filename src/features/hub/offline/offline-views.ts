/**
 * The offline note and state in a chunk of their own: nearly every visit is online and never needs
 * them, and the first screen's JavaScript has no room for them. offline-views-lazy.tsx loads it when a
 * read does not get through, and ahead of need on a repeat visit (see preloadOfflineViews).
 */
export { OfflineNote } from './offline-note'
export { OfflineState } from './offline-state'
