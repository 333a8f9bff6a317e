/**
 * Scroll and focus memory in one chunk, out of the first screen (whose 130 KB budget had no room
 * for the repeat-visit cache beside them): create-app.ts loads it as it starts, and both act only
 * from the first navigation on, well after it has arrived.
 */
export { installFocusMemory } from './focus-memory'
export { installScrollMemory } from './scroll-memory'
